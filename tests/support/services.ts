/**
 * Private PostgreSQL and Redis servers for the test run: started on free loopback ports in temporary
 * folders, stopped by pid. A missing binary is not a failure: the suites that need it skip and say why.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Started = { url: string; stop(): Promise<void> } | { skip: string };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function findPostgresBin(): string | null {
  const candidates = [process.env.PG_BIN];
  if (existsSync('/usr/lib/postgresql')) {
    for (const version of readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))) {
      candidates.push(`/usr/lib/postgresql/${version}/bin`);
    }
  }
  candidates.push('/usr/local/bin', '/usr/bin');
  return candidates.find((dir) => dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null;
}

/** initdb refuses to run as root: run the server as the `postgres` user then. */
function asServerUser(bin: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [bin, args];
  return ['runuser', ['-u', 'postgres', '--', bin, ...args]];
}

export async function startPostgres(): Promise<Started> {
  if (process.env.TEST_PG_URL) return { url: process.env.TEST_PG_URL, stop: async () => {} };
  const bin = findPostgresBin();
  if (!bin) return { skip: 'PostgreSQL binaries (initdb, pg_ctl) not found; install the postgresql package' };
  const dir = mkdtempSync(join(tmpdir(), 'stint-pg-'));
  chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const data = join(dir, 'data');
  const port = await freePort();
  const run = (tool: string, args: string[]) => {
    const [cmd, argv] = asServerUser(join(bin, tool), args);
    execFileSync(cmd, argv, { stdio: 'pipe' });
  };
  try {
    run('initdb', ['-D', data, '-U', 'stint', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return { skip: `PostgreSQL did not start: ${(error as Error).message.split('\n')[0]}` };
  }
  return {
    url: `postgres://stint@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function which(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(':').concat(['/usr/bin', '/usr/sbin'])) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  return null;
}

/** A test redis-server's config file in `dir`: this host only, no snapshots, `persistence` as the test wants it. */
function writeRedisConfig(dir: string, port: number, persistence: string[]): string {
  const conf = join(dir, 'redis.conf');
  const lines = [`port ${port}`, 'bind 127.0.0.1', `dir ${dir}`, 'save ""', ...persistence];
  writeFileSync(conf, [...lines, 'maxmemory-policy noeviction', 'daemonize no'].join('\n'));
  return conf;
}

export async function startRedis(): Promise<Started> {
  if (process.env.TEST_REDIS_URL) return { url: process.env.TEST_REDIS_URL, stop: async () => {} };
  const bin = which('redis-server');
  if (!bin) return { skip: 'redis-server not found; install the redis-server package' };
  const dir = mkdtempSync(join(tmpdir(), 'stint-redis-'));
  const port = await freePort();
  const conf = writeRedisConfig(dir, port, ['appendonly no']);
  const child: ChildProcess = spawn(bin, [conf], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  const ready = await waitForPort(port, 5000);
  if (!ready) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    return { skip: 'redis-server did not start within 5 s' };
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Why a suite that starts its own Redis server skips, or null when redis-server is installed. */
export function redisServerSkipReason(): string | null {
  return which('redis-server') ? null : 'redis-server not found; install the redis-server package';
}

/** A Redis this test controls: killed and started again on the same port and data folder (AOF kept). */
export type RestartableRedis = {
  url: string;
  port: number;
  dir: string;
  isRunning(): boolean;
  /** Stops the server: SIGKILL (a crash: only what `appendfsync` wrote survives) or SIGTERM (a clean shutdown). */
  kill(signal?: 'SIGKILL' | 'SIGTERM'): Promise<void>;
  /** Starts it again on the same port with the same configuration and data; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it for good and removes its data. */
  stop(): Promise<void>;
};

/**
 * A private Redis on a fixed free port with, unless told otherwise, the append-only file on and fsynced on every
 * write (`appendonly yes`, `appendfsync always`), so a SIGKILL loses nothing Redis acknowledged. For fault
 * injection: the global Redis (startRedis) is shared by every test file and must never be restarted.
 */
export async function startRestartableRedis(
  options: { appendOnly?: boolean } = {},
): Promise<RestartableRedis | { skip: string }> {
  const bin = which('redis-server');
  if (!bin) return { skip: 'redis-server not found; install the redis-server package' };
  const dir = mkdtempSync(join(tmpdir(), 'stint-redis-aof-'));
  const port = await freePort();
  const appendOnly = options.appendOnly ?? true;
  const conf = writeRedisConfig(dir, port, [`appendonly ${appendOnly ? 'yes' : 'no'}`, 'appendfsync always']);
  let child: ChildProcess | null = null;
  const exited = (server: ChildProcess) =>
    new Promise((resolve) =>
      server.exitCode !== null || server.signalCode !== null ? resolve(null) : server.once('exit', resolve),
    );
  const redis: RestartableRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    dir,
    isRunning: () => child !== null && child.exitCode === null && child.signalCode === null,
    async kill(signal = 'SIGKILL') {
      const running = child;
      child = null;
      if (!running) return;
      running.kill(signal);
      await exited(running);
    },
    async start() {
      if (redis.isRunning()) return;
      // Right after a kill the port may still be held for a moment: redis-server then exits, and starts again here.
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const started = spawn(bin, [conf], { stdio: 'ignore' });
        child = started;
        while (child === started && redis.isRunning() && Date.now() < deadline) {
          if (await waitForPort(port, 100)) return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`redis-server did not start on port ${port} within 10 s`);
    },
    async stop() {
      await redis.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await redis.start();
  } catch (error) {
    await redis.stop();
    return { skip: (error as Error).message };
  }
  return redis;
}

async function waitForPort(port: number, timeoutMs: number): Promise<boolean> {
  const { connect } = await import('node:net');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}
