/**
 * A real Stint to load, through the tests' startStint: on the embedded profile (PGlite) `launcher/src/main.ts all` in
 * one process (what `npm start` runs); on the server profile (PostgreSQL + Redis, the private servers the run
 * started) the roles as a deployment runs them — `projector`, `workers` and `api`, three processes. The load
 * generator — HTTP clients and sockets — stays in this process, so no Stint event loop shares it. Plus what the benchmarks need around it: people registered through the api,
 * internships posted through it, sockets connected to it, and where the CPU went while it ran.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { io as connect, type Socket } from 'socket.io-client';
import { createTestPostgresDatabase } from '@stint/shared/infra/testing/test-databases';
import { testMasterKeys } from '@stint/shared/infra/testing/test-platform';
import {
  internshipCategories,
  workTypes,
  type InternshipCategory,
} from '@stint/shared/internships/internships.constants';
import type { ChangeNotice } from '@stint/shared/live/socket-events';
import { startStint, type StintProcess } from '../support/stint-process';
import { openBareSocket } from './bare-sockets';
import { HttpClient, mapLimit } from './http-load';
import { machine } from './results';

export type Profile = 'embedded' | 'server';

export const PROFILE_LABEL: Record<Profile, string> = {
  embedded: 'embedded (PGlite, in-process bus)',
  server: 'server (PostgreSQL + Redis)',
};

export type RunningStint = {
  url: string;
  /** The process that serves HTTP: `all` on the embedded profile, `api` on the server profile. */
  pid: number;
  /** The server profile's other processes (projector, workers); none on the embedded profile. */
  rolePids: number[];
  /** The PostgreSQL database both stores use on the server profile (projector-lag.ts reads it); null embedded. */
  storeUrl: string | null;
  http: HttpClient;
  /** Throws, with the end of Stint's output, if the process has exited: the figures after that mean nothing. */
  assertRunning(): void;
  stop(): Promise<void>;
};

/** Starts Stint on a fresh store. Server profile: TEST_PG_URL / TEST_REDIS_URL must point at the run's servers. */
export async function startStintOn(profile: Profile): Promise<RunningStint> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stint-bench-'));
  const db = profile === 'server' ? await createTestPostgresDatabase() : null;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Request logs (pino-http, one line per request) are off unless asked for: at 1,000 req/s they are a cost
    // of their own, and here they would be piped into the load generator's process.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    // Whatever the shell has set, the embedded profile is PGlite, the server profile these servers.
    EVENT_STORE_URL: db?.url ?? '',
    READ_STORE_URL: db?.url ?? '',
    REDIS_URL: profile === 'server' ? process.env.TEST_REDIS_URL! : '',
    PERSONAL_DATA_MASTER_KEYS: profile === 'server' ? testMasterKeys() : '',
    SMTP_URL: '',
    QUEUE_PREFIX: `bench${randomBytes(4).toString('hex')}`,
    // BENCH_CPU_PROF=<dir>: Stint writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
    ...(process.env.BENCH_CPU_PROF
      ? {
          NODE_OPTIONS: `--import ${fileURLToPath(new URL('cpu-profile.mjs', import.meta.url))}`,
          BENCH_CPU_PROF_DIR: process.env.BENCH_CPU_PROF,
        }
      : {}),
  };
  const started: StintProcess[] = [];
  const stopAll = async () => {
    // The api first, so nothing is answered by a node whose projector has gone.
    for (const process of [...started].reverse()) {
      const timer = setTimeout(() => process.child.kill('SIGKILL'), 20_000);
      await process.stop('SIGTERM');
      clearTimeout(timer);
    }
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (profile === 'server') {
      // Their "<role> started" line is an info log; the api keeps `env`'s level (its request logs).
      for (const role of ['projector', 'workers'] as const) {
        started.push(await startStint({ ...env, LOG_LEVEL: 'info' }, { role }));
      }
      started.push(await startStint(env, { role: 'api' }));
    } else {
      started.push(await startStint(env));
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  const server = started.at(-1)!;
  const http = new HttpClient(server.url);
  return {
    url: server.url,
    pid: server.child.pid!,
    rolePids: started.slice(0, -1).map((process) => process.child.pid!),
    storeUrl: db?.url ?? null,
    http,
    assertRunning() {
      for (const process of started) {
        if (process.child.exitCode === null && process.child.signalCode === null) continue;
        const code = process.child.exitCode ?? process.child.signalCode;
        throw new Error(
          `Stint exited (${code}) during the run; its output ended with:\n${process.output().slice(-3000)}`,
        );
      }
    },
    async stop() {
      http.close();
      await stopAll();
    },
  };
}

export type Person = { id: string; token: string; role: 'student' | 'employer' };

const PASSWORD = 'correct horse battery';
const tag = () => randomUUID().slice(0, 8);

/**
 * Registers one person. A busy box can leave the projector behind the api's wait, and the api then answers 503
 * "saved but not ready": the same request is sent again with its Idempotency-Key, which answers the first one.
 */
async function register(http: HttpClient, body: Record<string, unknown>): Promise<Person> {
  const key = `bench-register-${randomUUID()}`;
  for (let attempt = 1; ; attempt++) {
    const answer = await http.send('POST', '/api/v1/auth/register', {
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ phone: '+1 555 0100', password: PASSWORD, ...body }),
      timeoutMs: 60_000,
    });
    if (answer.status === 503 && attempt < 10) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    if (answer.status !== 201) throw new Error(`register: ${answer.status} ${answer.text}`);
    const { data } = JSON.parse(answer.text) as {
      data: { user: { _id: string; role: Person['role'] }; token: string };
    };
    return { id: data.user._id, token: data.token, role: data.user.role };
  }
}

const FIRST_NAMES = ['Ada', 'Alan', 'Grace', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken', 'Radia', 'Tim'];

export const registerStudent = (http: HttpClient, n: number) =>
  register(http, {
    role: 'student',
    email: `student-${n}-${tag()}@example.org`,
    firstName: FIRST_NAMES[n % FIRST_NAMES.length],
    lastName: `Bench${n}`,
    studentId: `S-${tag()}`,
    university: 'Unlisted College',
    program: 'Computer Science',
    major: 'Software',
    yearOfStudy: String(1 + (n % 4)),
  });

const COMPANIES = [
  'Northwind',
  'Acme',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Stark',
  'Wayne',
  'Tyrell',
  'Cyberdyne',
];

export const registerEmployer = (http: HttpClient, n: number) =>
  register(http, {
    role: 'employer',
    email: `hr-${n}-${tag()}@example.org`,
    companyName: `${COMPANIES[n % COMPANIES.length]} ${n}`,
    companyAddress: `${n} Harbour Way`,
  });

/**
 * Registers people `concurrency` at a time: registration hashes the password with argon2id (~60 ms of a
 * core each, on libuv's thread pool), so a handful at once keeps both cores busy.
 */
export function registerMany(
  http: HttpClient,
  count: number,
  who: (http: HttpClient, n: number) => Promise<Person>,
  concurrency = 8,
): Promise<Person[]> {
  return mapLimit(
    Array.from({ length: count }, (_, n) => n),
    concurrency,
    (n) => who(http, n),
  );
}

export const LOCATIONS = [
  'Lisbon, Portugal',
  'Berlin, Germany',
  'London, United Kingdom',
  'Paris, France',
  'Madrid, Spain',
  'Amsterdam, Netherlands',
  'Warsaw, Poland',
  'Dublin, Ireland',
  'Stockholm, Sweden',
  'Remote',
];

const TITLES: Record<InternshipCategory, string[]> = {
  Technology: ['Backend Intern', 'Frontend Developer Intern', 'Data Engineering Intern', 'DevOps Intern'],
  Marketing: ['Marketing Intern', 'Growth Marketing Intern', 'Content Intern'],
  Finance: ['Finance Intern', 'Investment Analyst Intern', 'Accounting Intern'],
  Healthcare: ['Clinical Data Intern', 'Health Policy Intern'],
  Education: ['Curriculum Design Intern', 'Teaching Assistant Intern'],
  Design: ['Product Design Intern', 'UX Research Intern', 'Graphic Design Intern'],
  Sales: ['Sales Development Intern', 'Account Management Intern'],
  Other: ['Operations Intern', 'Legal Intern', 'HR Intern'],
};

/** The post form as the web app sends it, varied by `n`: categories, places, work types, pay and deadlines mixed. */
export function internshipForm(n: number, company: string): Record<string, unknown> {
  const category = internshipCategories[n % internshipCategories.length]!;
  const titles = TITLES[category];
  const workType = workTypes[Math.floor(n / 3) % workTypes.length]!;
  const location = LOCATIONS[Math.floor(n / 7) % LOCATIONS.length]!;
  const paid = n % 5 !== 0;
  const month = String(1 + (n % 12)).padStart(2, '0');
  return {
    title: titles[Math.floor(n / internshipCategories.length) % titles.length],
    company,
    category,
    positions: 1 + (n % 4),
    description: `Join the ${category.toLowerCase()} team at ${company}: real projects, a mentor, and a demo day. Role ${n}.`,
    requirements: ['Curiosity', category === 'Technology' ? 'TypeScript' : 'Good writing'],
    responsibilities: ['Ship work every week'],
    benefits: ['Lunch', 'Travel budget'],
    skills: category === 'Technology' ? ['Node', 'PostgreSQL'] : ['Communication'],
    workType,
    location,
    startDate: `2099-${month}-01`,
    endDate: `2099-${month}-28`,
    duration: '3 months',
    stipend: paid ? { amount: 500 + ((n * 37) % 2000), currency: 'EUR', period: 'monthly' } : undefined,
    applicationDeadline: `2098-${month}-${String(1 + (n % 28)).padStart(2, '0')}`,
    isRemote: workType === 'remote',
    isPaid: paid,
  };
}

/** Posts `count` internships through the api, spread over the employers; returns their ids and owners. */
export async function postInternships(
  http: HttpClient,
  employers: Person[],
  count: number,
  concurrency = 8,
): Promise<Array<{ id: string; employer: Person }>> {
  return mapLimit(
    Array.from({ length: count }, (_, n) => n),
    concurrency,
    async (n) => {
      const employer = employers[n % employers.length]!;
      const answer = await http.json<{ internship: { _id: string } }>(
        'POST',
        '/internships',
        internshipForm(n, COMPANIES[n % COMPANIES.length]!),
        employer.token,
      );
      if (answer.status !== 201) throw new Error(`post internship: ${answer.status} ${JSON.stringify(answer.body)}`);
      return { id: answer.body.data.internship._id, employer };
    },
  );
}

export type Sockets = {
  count: number;
  /** Change notices received by every socket together (the fan-out the api did). */
  received(): number;
  connected(): number;
  close(): void;
};

/** Connects one socket per entry (a token: signed in; null: anonymous, the `public` room only). */
export async function openSockets(
  url: string,
  tokens: Array<string | null>,
  concurrency = 50,
): Promise<Sockets & { all: Socket[] }> {
  let received = 0;
  const all = await mapLimit(tokens, concurrency, async (token) => {
    const socket = connect(url, {
      transports: ['websocket'],
      auth: token ? { token } : {},
      reconnection: false,
      timeout: 20_000,
    });
    socket.on('change', (_notice: ChangeNotice) => void received++);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (error) => reject(new Error(`socket refused: ${error.message}`)));
    });
    return socket;
  });
  return {
    all,
    count: all.length,
    received: () => received,
    connected: () => all.filter((socket) => socket.connected).length,
    close: () => all.forEach((socket) => socket.disconnect()),
  };
}

/**
 * The crowd: the same connections made by bare protocol clients (bare-sockets.ts), cheap for this process.
 * BENCH_CROWD=socket.io makes them real socket.io-client instances instead, to compare.
 */
export async function openCrowd(url: string, tokens: Array<string | null>, concurrency = 50): Promise<Sockets> {
  if (process.env.BENCH_CROWD === 'socket.io') return openSockets(url, tokens, concurrency);
  let received = 0;
  const all = await mapLimit(tokens, concurrency, (token) => openBareSocket(url, token, () => void received++));
  return {
    count: all.length,
    received: () => received,
    connected: () => all.filter((socket) => socket.isOpen()).length,
    close: () => all.forEach((socket) => socket.close()),
  };
}

/**
 * Where the CPU went between start and stop, in % of one core (the box has `cores` × 100 %): the Stint
 * process, PostgreSQL (all its backends), Redis, this load generator, and everything else on the box — on a
 * shared machine someone else's build shows up there. Linux /proc; elsewhere zeros.
 */
export function sampleCpu(target: number | Pick<RunningStint, 'pid' | 'rolePids'>) {
  const { pid: stintPid, rolePids } = typeof target === 'number' ? { pid: target, rolePids: [] } : target;
  const ticksPerSecond = 100;
  const readStat = (pid: number | string): { comm: string; ticks: number } | null => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      return { comm, ticks: Number(fields[11]) + Number(fields[12]) };
    } catch {
      return null;
    }
  };
  /** Ticks per pid of the processes named so; a backend that starts mid-step counts from zero. */
  const byCommand = (name: string) => {
    const ticks = new Map<string, number>();
    try {
      for (const entry of readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        const stat = readStat(entry);
        if (stat?.comm.startsWith(name)) ticks.set(entry, stat.ticks);
      }
    } catch {}
    return ticks;
  };
  const grown = (before: Map<string, number>, after: Map<string, number>) =>
    [...after].reduce((sum, [pid, ticks]) => sum + ticks - (before.get(pid) ?? 0), 0);
  /**
   * Busy ticks of all cores together: user, nice, system and steal; irq and softirq apart — the kernel's
   * side of loopback networking lands there, charged to no process.
   */
  const box = () => {
    try {
      const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
      const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
      return { busy: user! + nice! + system! + (steal ?? 0), kernel: (irq ?? 0) + (softirq ?? 0) };
    } catch {
      return { busy: 0, kernel: 0 };
    }
  };
  const snapshot = () => ({
    at: performance.now(),
    stint: readStat(stintPid)?.ticks ?? 0,
    roles: rolePids.map((pid) => readStat(pid)?.ticks ?? 0),
    postgres: byCommand('postgres'),
    redis: byCommand('redis-server'),
    bench: process.cpuUsage(),
    box: box(),
  });
  const start = snapshot();
  return {
    stop() {
      const end = snapshot();
      const seconds = (end.at - start.at) / 1000;
      const pct = (ticks: number) => Math.round((ticks / ticksPerSecond / seconds) * 100);
      const benchMicros = end.bench.user + end.bench.system - start.bench.user - start.bench.system;
      const shares = {
        stint: pct(end.stint - start.stint),
        /** The server profile's projector and workers processes (0 when Stint is one process). */
        roles: rolePids.length ? pct(sum(end.roles) - sum(start.roles)) : null,
        /** Each of those processes apart, in rolePids' order (projector, workers). */
        eachRole: rolePids.map((_, n) => pct(end.roles[n]! - start.roles[n]!)),
        postgres: pct(grown(start.postgres, end.postgres)),
        redis: pct(grown(start.redis, end.redis)),
        generator: Math.round((benchMicros / 1e6 / seconds) * 100),
        kernel: pct(end.box.kernel - start.box.kernel),
        box: pct(end.box.busy + end.box.kernel - start.box.busy - start.box.kernel),
      };
      const ours =
        shares.stint + (shares.roles ?? 0) + shares.postgres + shares.redis + shares.generator + shares.kernel;
      return { ...shares, others: Math.max(0, shares.box - ours) };
    },
  };
}

/** Above this much of one core used by other processes, a step is contended: it waits, or runs again once. */
export const CONTENDED = 30;

/**
 * Waits (at most `maxMs`) for a second in which the box is quiet — under CONTENDED % of one core busy — so a
 * step does not start while someone else's build holds the cores. Returns how long it waited.
 */
export async function waitForQuietBox(stintPid: number, maxMs = 20_000): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < maxMs) {
    const cpu = sampleCpu(stintPid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (cpu.stop().box < CONTENDED) break;
  }
  return performance.now() - start;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export type CpuShares = ReturnType<ReturnType<typeof sampleCpu>['stop']>;

export const cpuCell = (cpu: CpuShares) =>
  (cpu.roles === null ? `stint ${cpu.stint}` : `api ${cpu.stint} · projector+workers ${cpu.roles}`) +
  ` · pg ${cpu.postgres} · redis ${cpu.redis} · generator ${cpu.generator} · irq ${cpu.kernel} · ` +
  `others ${cpu.others} (box ${cpu.box} of ${machine.cores * 100})`;

export const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export const envNumbers = (name: string, fallback: number[]) =>
  process.env[name]
    ?.split(',')
    .map(Number)
    .filter((value) => Number.isFinite(value) && value > 0) ?? fallback;

/** Resident memory of a process in bytes (Linux /proc; NaN elsewhere). */
export function residentBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}
