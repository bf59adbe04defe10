/**
 * The one call to the external job board (spec 1 §7): GET with a deadline for the whole exchange and a cap on
 * the body, read as JSON. Whatever goes wrong is a `JobBoardError` saying whether trying again may help (the
 * board is down or slow) or not (it answered something we will never read).
 */
import { JOB_BOARD_QUERY } from '@stint/shared/internships/external-listings.constants';

export type JobBoardFetchOptions = {
  /** For the whole exchange: connecting, headers and body. */
  timeoutMs: number;
  /** Longest body read; past it the request is aborted. */
  maxBytes: number;
};

export class JobBoardError extends Error {
  override readonly name = 'JobBoardError';
  constructor(
    message: string,
    /** True when a later try may succeed (network, timeout, 5xx, 429). */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** The endpoint with the query of spec 1 §7, unless the configured address already sets a parameter. */
export function jobBoardRequestUrl(endpoint: string): URL {
  const url = new URL(endpoint);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new JobBoardError(`The job board address must be http(s), not ${url.protocol}`, false);
  }
  for (const [name, value] of Object.entries(JOB_BOARD_QUERY)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return url;
}

const RETRYABLE_STATUS = new Set([408, 425, 429]);

async function readCapped(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new JobBoardError(`The job board's answer is larger than ${maxBytes} bytes`, false);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The board's answer, parsed as JSON (its shape is checked by the caller). */
export async function fetchJobBoard(endpoint: string, options: JobBoardFetchOptions): Promise<unknown> {
  const url = jobBoardRequestUrl(endpoint);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  try {
    const response = await fetch(url, {
      signal: controller.signal,
      headers: { accept: 'application/json' },
      redirect: 'follow',
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      const retryable = response.status >= 500 || RETRYABLE_STATUS.has(response.status);
      throw new JobBoardError(`The job board answered ${response.status}`, retryable);
    }
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      await response.body?.cancel().catch(() => {});
      throw new JobBoardError(`The job board's answer is larger than ${options.maxBytes} bytes`, false);
    }
    const bytes = response.body ? await readCapped(response.body, options.maxBytes) : Buffer.alloc(0);
    try {
      return JSON.parse(bytes.toString('utf8')) as unknown;
    } catch {
      throw new JobBoardError('The job board did not answer with JSON', false);
    }
  } catch (error) {
    if (error instanceof JobBoardError) throw error;
    if (timedOut) throw new JobBoardError(`The job board did not answer within ${options.timeoutMs} ms`, true);
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : error;
    throw new JobBoardError(`Could not reach the job board: ${String(cause)}`, true);
  } finally {
    clearTimeout(timer);
  }
}
