/** Starts Stint as a newcomer would (`launcher/src/main.ts all`, what `npm start` runs) in a child process. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './services';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type StintProcess = {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

export type StintRole = 'all' | 'api' | 'projector' | 'workers';

/** Starts a Stint process; waits for /readyz (roles without HTTP: for their 'started' log line). */
export async function startStint(
  env: Record<string, string>,
  options: { waitReady?: boolean; role?: StintRole } = {},
): Promise<StintProcess> {
  const role = options.role ?? 'all';
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'launcher/src/main.ts', role], {
    cwd: REPO_ROOT,
    // The job board is a closed loopback port unless the caller names one (never the real board).
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      JOB_BOARD_URL: 'http://127.0.0.1:9/api/v1/jobs/public',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  if (options.waitReady !== false) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`Stint exited with ${child.exitCode}:\n${log}`);
      const ok =
        role === 'all' || role === 'api'
          ? await fetch(`${url}/readyz`).then(
              (response) => response.ok,
              () => false,
            )
          : log.includes(`"msg":"${role} started"`);
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`Stint did not become ready:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    child,
    url,
    output: () => log,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
