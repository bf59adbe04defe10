/**
 * The load generator's HTTP side: a keep-alive client on node:http (cheaper per request than fetch, so the
 * generator is not what runs out of CPU first), multipart bodies, and an open-loop schedule — request i is
 * due at start + i / rate whether or not earlier ones have answered, and its latency counts from when it was
 * due, so a server (or generator) that falls behind shows in the figures instead of slowing the offered load.
 */
import { Agent, request } from 'node:http';
import { randomBytes } from 'node:crypto';

export type HttpAnswer = { status: number; text: string };

export class HttpClient {
  private readonly agent: Agent;
  private readonly host: string;
  private readonly port: number;

  constructor(baseUrl: string, maxSockets = 512) {
    const url = new URL(baseUrl);
    // The benchmark talks to the Stint it started, on loopback, and to nothing else.
    if (url.hostname !== '127.0.0.1') throw new Error(`refusing to load ${baseUrl}: only 127.0.0.1`);
    this.host = url.hostname;
    this.port = Number(url.port);
    this.agent = new Agent({ keepAlive: true, maxSockets });
  }

  /** Requests sent again because a kept-alive connection was closed under them (see `send`). */
  staleRetries = 0;

  /**
   * One request. `timeoutMs` counts from this call, queueing for a connection included, so a request settles
   * within it whatever the server does. A request that met a kept-alive connection the server was just
   * closing (reset on a reused socket — the race Node's docs describe under `request.reusedSocket`) is sent
   * once more when that is safe: a GET, or a command with an Idempotency-Key. `staleRetries` counts them.
   */
  send(
    method: string,
    path: string,
    options: { headers?: Record<string, string>; body?: Buffer | string; timeoutMs?: number } = {},
  ): Promise<HttpAnswer> {
    const deadline = performance.now() + (options.timeoutMs ?? 30_000);
    const retryable = method === 'GET' || Object.keys(options.headers ?? {}).some((h) => /^idempotency-key$/i.test(h));
    const attempt = (retried: boolean): Promise<HttpAnswer> =>
      this.sendOnce(method, path, options, deadline).catch((error: Error & { reusedSocket?: boolean }) => {
        if (retried || !retryable || !error.reusedSocket || performance.now() >= deadline) throw error;
        this.staleRetries++;
        return attempt(true);
      });
    return attempt(false);
  }

  private sendOnce(
    method: string,
    path: string,
    options: { headers?: Record<string, string>; body?: Buffer | string },
    deadline: number,
  ): Promise<HttpAnswer> {
    return new Promise((resolve, reject) => {
      const body = options.body === undefined ? undefined : Buffer.from(options.body);
      const req = request(
        {
          host: this.host,
          port: this.port,
          method,
          path,
          agent: this.agent,
          headers: { ...options.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            clearTimeout(timer);
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
          });
          res.on('error', fail);
        },
      );
      const timer = setTimeout(() => req.destroy(new Error('timed out')), Math.max(0, deadline - performance.now()));
      function fail(error: Error) {
        clearTimeout(timer);
        const code = (error as NodeJS.ErrnoException).code;
        const stale = req.reusedSocket && (code === 'ECONNRESET' || error.message === 'socket hang up');
        reject(Object.assign(error, { reusedSocket: stale }));
      }
      req.on('error', fail);
      req.end(body);
    });
  }

  /** A JSON call of the api (`/api/v1` + path); the body parsed. */
  async json<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; body: { success: boolean; message?: string; data: T } }> {
    const answer = await this.send(method, `/api/v1${path}`, {
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs: 60_000,
    });
    return { status: answer.status, body: JSON.parse(answer.text) };
  }

  close(): void {
    this.agent.destroy();
  }
}

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipart(
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; bytes: Buffer },
): { body: Buffer; contentType: string } {
  const boundary = `----stint-bench-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export type Outcome<T> = {
  index: number;
  /** When the request was due (performance.now()); latencies count from here. */
  dueAt: number;
  doneAt: number;
  value?: T;
  error?: string;
};

export type OpenLoopRun<T> = {
  rate: number;
  durationMs: number;
  startedAt: number;
  outcomes: Outcome<T>[];
  /** How late the generator sent its most delayed request: large means the generator, not the server, lagged. */
  maxSendLagMs: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `rate × durationMs` requests on an open-loop schedule and waits for all of them (each send must settle
 * by itself, e.g. with a timeout), so a run is bounded in count and in time.
 */
export async function openLoop<T>(options: {
  rate: number;
  durationMs: number;
  send(index: number): Promise<T>;
}): Promise<OpenLoopRun<T>> {
  const total = Math.max(1, Math.round((options.rate * options.durationMs) / 1000));
  const interval = 1000 / options.rate;
  const outcomes: Outcome<T>[] = [];
  const inFlight: Promise<void>[] = [];
  const startedAt = performance.now();
  let maxSendLagMs = 0;
  let next = 0;
  while (next < total) {
    const now = performance.now();
    while (next < total && startedAt + next * interval <= now) {
      const index = next++;
      const dueAt = startedAt + index * interval;
      maxSendLagMs = Math.max(maxSendLagMs, now - dueAt);
      inFlight.push(
        options.send(index).then(
          (value) => void outcomes.push({ index, dueAt, doneAt: performance.now(), value }),
          (error: unknown) =>
            void outcomes.push({ index, dueAt, doneAt: performance.now(), error: (error as Error).message }),
        ),
      );
    }
    if (next < total) await sleep(Math.max(0, startedAt + next * interval - performance.now()));
  }
  await Promise.all(inFlight);
  outcomes.sort((a, b) => a.index - b.index);
  return { rate: options.rate, durationMs: options.durationMs, startedAt, outcomes, maxSendLagMs };
}

/** Completed requests per second: over the step's duration, or until the last answer if that came later. */
export function achievedRate(run: OpenLoopRun<unknown>, succeeded: number): number {
  const last = Math.max(...run.outcomes.map((outcome) => outcome.doneAt));
  return succeeded / (Math.max(run.durationMs, last - run.startedAt) / 1000);
}

/** Runs `fn` over `items` with at most `limit` at a time. */
export async function mapLimit<I, O>(items: I[], limit: number, fn: (item: I, index: number) => Promise<O>) {
  const results: O[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await fn(items[index]!, index);
      }
    }),
  );
  return results;
}
