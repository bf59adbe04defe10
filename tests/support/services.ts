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

export async function startRedis(): Promise<Started> {
  if (process.env.TEST_REDIS_URL) return { url: process.env.TEST_REDIS_URL, stop: async () => {} };
  const bin = which('redis-server');
  if (!bin) return { skip: 'redis-server not found; install the redis-server package' };
  const dir = mkdtempSync(join(tmpdir(), 'stint-redis-'));
  const port = await freePort();
  const conf = join(dir, 'redis.conf');
  writeFileSync(
    conf,
    [
      `port ${port}`,
      'bind 127.0.0.1',
      `dir ${dir}`,
      'save ""',
      'appendonly no',
      'maxmemory-policy noeviction',
      'daemonize no',
    ].join('\n'),
  );
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
