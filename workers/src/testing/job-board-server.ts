/**
 * A stand-in for the external job board in tests: a `node:http` server on 127.0.0.1 that answers whatever the
 * test sets (a page of jobs in the Rise shape, an error, garbage, a huge or a slow answer), and the builders for
 * those jobs. Tests never reach the real board.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One job in the shape of the Rise public jobs endpoint (spec 1 §3: the fields read from the job board). */
export type RiseJob = {
  _id?: unknown;
  title?: unknown;
  type?: unknown;
  url?: unknown;
  createdAt?: unknown;
  location?: unknown;
  locationAddress?: unknown;
  department?: unknown;
  seniority?: unknown;
  skills_suggest?: unknown;
  owner?: unknown;
  descriptionBreakdown?: unknown;
  [extra: string]: unknown;
};

/** In the past, so a job the board gives no date (dated when first seen) is always the newest. */
const BASE_TIME = Date.parse('2025-03-01T12:00:00.000Z');

/** A complete internship-like job; `index` orders them newest first, like the board (sort=desc by createdAt). */
export function riseJob(id: string, index: number, overrides: RiseJob = {}): RiseJob {
  return {
    _id: id,
    title: `Software Engineering Intern ${id}`,
    type: 'Hybrid',
    url: `https://jobs.example.com/${id}`,
    createdAt: new Date(BASE_TIME - index * 3_600_000).toISOString(),
    location: 'Lisbon',
    locationAddress: 'Lisbon, Portugal',
    department: 'Engineering',
    seniority: 'Entry Level',
    skills_suggest: ['TypeScript', 'SQL'],
    owner: { companyName: `Company ${id}`, photo: `https://cdn.example.com/${id}.png`, sector: 'Software' },
    descriptionBreakdown: {
      oneSentenceJobSummary: `Ship features with the ${id} team.`,
      keywords: ['typescript', 'web'],
      employmentType: 'Internship',
      workModel: 'Hybrid',
      salaryRangeMinYearly: 30000,
      salaryRangeMaxYearly: 36000,
      skillRequirements: ['Git'],
    },
    ...overrides,
  };
}

/** A job no filter keeps: a senior, full-time role. */
export function seniorJob(id: string, index: number): RiseJob {
  return riseJob(id, index, {
    title: `Senior Backend Engineer ${id}`,
    seniority: 'Senior',
    descriptionBreakdown: { oneSentenceJobSummary: 'Own the backend.', employmentType: 'Full-time' },
  });
}

/** The body of `GET /api/v1/jobs/public`. */
export const risePage = (jobs: unknown[]) => ({ success: true, result: { count: jobs.length, jobs } });

export type BoardReply = (request: IncomingMessage, response: ServerResponse) => void;

export const reply = {
  json:
    (body: unknown, status = 200): BoardReply =>
    (_request, response) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    },
  text:
    (body: string, status = 200, contentType = 'text/html'): BoardReply =>
    (_request, response) => {
      response.writeHead(status, { 'content-type': contentType });
      response.end(body);
    },
  /** `bytes` of a JSON-looking body, streamed without a content-length (or declaring it, with `declare`). */
  huge:
    (bytes: number, declare = false): BoardReply =>
    (_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/json',
        ...(declare ? { 'content-length': String(bytes) } : {}),
      });
      response.on('error', () => {});
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent < bytes) {
          const size = Math.min(chunk.length, bytes - sent);
          sent += size;
          if (!response.write(chunk.subarray(0, size))) return void response.once('drain', pump);
        }
        response.end();
      };
      pump();
    },
  /** Never answers (the client's deadline must end it). */
  silent: (): BoardReply => () => {},
  /** Headers and the start of a body, then nothing more. */
  stalled: (): BoardReply => (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"success":true,"result":{"jobs":[');
  },
  /** Drops the connection without an answer. */
  reset: (): BoardReply => (request) => {
    request.socket.destroy();
  },
};

export type JobBoardServer = {
  url: string;
  /** What the next requests get; `replies` are used in turn, the last one for every request after. */
  answer(...replies: BoardReply[]): void;
  /** Every request's path and query, in order. */
  requests: URL[];
  close(): Promise<void>;
};

export async function startJobBoardServer(): Promise<JobBoardServer> {
  let replies: BoardReply[] = [reply.json(risePage([]))];
  const requests: URL[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    requests.push(new URL(request.url ?? '/', 'http://127.0.0.1'));
    const next = replies.length > 1 ? replies.shift()! : replies[0]!;
    next(request, response);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v1/jobs/public`,
    answer(...next) {
      replies = next;
    },
    requests,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
