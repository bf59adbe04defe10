/**
 * The embedded profile's hold on DATA_DIR (docs/architecture.md §Run profiles). PGlite is one process's database: a
 * second process on the same DATA_DIR is turned away with a clear error, while a process that died without letting go
 * (SIGKILL, OOM killer, power cut) keeps no one out — the next start takes over at once instead of waiting for a stale
 * timeout.
 *
 * `DATA_DIR/.lock` names its holder: pid, when that pid started, and the machine it runs on (host name, kernel boot
 * and pid namespace, where the pid means something). A holder on this machine is looked up: it is gone when no
 * process has its pid any more, or when the process with that pid started at another time (the pid was reused, as
 * happens after a reboot or in a restarted container). A holder on another machine (DATA_DIR on a shared volume, a
 * container with its own pid namespace) cannot be looked up: it touches the file every HEARTBEAT_MS, and counts as
 * gone once the file has gone untouched for FOREIGN_STALE_MS (so does a lock this version cannot read).
 *
 * Every file is created whole (written aside, then hard-linked into place, which fails if the name is taken), and a
 * dead holder's lock is removed only by the one process that claims its removal, so two processes starting at once
 * after a crash never both end up holding DATA_DIR.
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  linkSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmdirSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';

export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
}

export const LOCK_FILE = '.lock';
const HEARTBEAT_MS = 10_000;
const FOREIGN_STALE_MS = 60_000;
/** What the earlier lock (a directory kept fresh every 5 s) counted as stale. */
const LEGACY_STALE_MS = 15_000;
/** Another process is removing a dead holder's lock: it takes microseconds, so wait a little, then give up. */
const CONTENDED_ATTEMPTS = 50;
const CONTENDED_PAUSE_MS = 20;

const holderSchema = z.object({
  pid: z.number().int().positive(),
  /** Where the pid can be looked up: the same value means the same pid space. */
  machine: z.string(),
  host: z.string(),
  /** When the process started, as the system tells it (null where it cannot). */
  start: z.string().nullable(),
  nonce: z.string(),
  since: z.string(),
});
export type LockHolder = z.infer<typeof holderSchema>;

/** A file that names a holder (the lock, a file written aside, a removal claim), as read. */
type Found = { kind: 'file'; raw: string; holder: LockHolder | null; modifiedMs: number };

function readOr(path: string): string | null {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return null;
  }
}

/** This process's pid space: host name, kernel boot and (on Linux) pid namespace. */
export function thisMachine(): string {
  const boot = readOr('/proc/sys/kernel/random/boot_id');
  let namespace: string | null = null;
  try {
    namespace = readlinkSync('/proc/self/ns/pid');
  } catch {
    namespace = null;
  }
  return [hostname(), boot, namespace].filter((part) => part !== null).join(' ');
}

type ProcessLookup = { running: false } | { running: true; start: string | null };

/** Whether a process with this pid runs here, and when it started. */
export function lookUpProcess(pid: number): ProcessLookup {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return { running: false };
  }
  const stat = readOr(`/proc/${pid}/stat`);
  if (stat !== null) {
    // Fields after the command name, which may itself hold spaces and parentheses: state is the 3rd, start the 22nd.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z' || fields[0] === 'X') return { running: false };
    return { running: true, start: fields[19] ?? null };
  }
  try {
    const started = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5_000,
    }).trim();
    return started ? { running: true, start: started } : { running: false };
  } catch {
    return { running: true, start: null };
  }
}

function describeThisProcess(): LockHolder {
  const self = lookUpProcess(process.pid);
  return {
    pid: process.pid,
    machine: thisMachine(),
    host: hostname(),
    start: self.running ? self.start : null,
    nonce: randomBytes(12).toString('hex'),
    since: new Date().toISOString(),
  };
}

/** Whether the holder may still be using DATA_DIR. */
function isHolderAlive(found: Found): boolean {
  const { holder } = found;
  // One that cannot be looked up (on another machine, or written in a form this version does not read) is alive
  // while it keeps its file fresh.
  if (holder === null || holder.machine !== thisMachine()) return Date.now() - found.modifiedMs < FOREIGN_STALE_MS;
  const running = lookUpProcess(holder.pid);
  if (!running.running) return false;
  return holder.start === null || running.start === null || running.start === holder.start;
}

/** Creates `path` holding `content`, whole, unless the name is taken (then false). */
function createWhole(path: string, content: string): boolean {
  const aside = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(aside, content, { flag: 'wx' });
  try {
    linkSync(aside, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(aside);
  }
}

function find(path: string): Found | { kind: 'gone' } | { kind: 'directory'; modifiedMs: number } {
  let raw: string;
  let modifiedMs: number;
  try {
    const stats = statSync(path);
    modifiedMs = stats.mtimeMs;
    if (stats.isDirectory()) return { kind: 'directory', modifiedMs };
    raw = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'gone' };
    throw error;
  }
  let holder: LockHolder | null = null;
  try {
    holder = holderSchema.parse(JSON.parse(raw));
  } catch {
    holder = null;
  }
  return { kind: 'file', raw, holder, modifiedMs };
}

/** Where the process removing the dead holder whose file reads `raw` says so (one name per dead file). */
export function removalClaimPath(path: string, raw: string): string {
  return `${path}.takeover-${createHash('sha256').update(raw).digest('hex').slice(0, 16)}`;
}

/**
 * Removes the dead holder's file at `path` if it still reads `raw`, as the one process that claimed its removal.
 * A claim whose own claimer died is removed the same way.
 */
function removeDead(path: string, raw: string, me: string): void {
  const claim = removalClaimPath(path, raw);
  if (!createWhole(claim, me)) {
    const claimer = find(claim);
    if (claimer.kind === 'file' && !isHolderAlive(claimer)) removeDead(claim, claimer.raw, me);
    return;
  }
  try {
    if (readOr(path) === raw.trim()) unlinkSync(path);
  } finally {
    unlinkSync(claim);
  }
}

/** Files a crash left beside the lock (a file written aside, a removal claim) whose writer is gone. */
function sweep(dataDir: string): void {
  for (const name of readdirSync(dataDir)) {
    if (!name.startsWith(`${LOCK_FILE}.`)) continue;
    const found = find(join(dataDir, name));
    if (found.kind === 'file' && !isHolderAlive(found)) {
      try {
        unlinkSync(join(dataDir, name));
      } catch {
        // Someone else swept it first.
      }
    }
  }
}

function lockedMessage(dataDir: string, holder: LockHolder | null): string {
  const who = holder ? ` (pid ${holder.pid} on ${holder.host}, since ${holder.since})` : '';
  return `Another Stint process is already using ${dataDir}${who}. Stop it first, or start this one with another DATA_DIR.`;
}

/**
 * Takes DATA_DIR for this process, or throws DataDirLockedError while a live process holds it. Resolves to the
 * release, which removes the lock if it is still this process's.
 */
export async function lockDataDir(
  dataDir: string,
  { heartbeatMs = HEARTBEAT_MS }: { heartbeatMs?: number } = {},
): Promise<() => Promise<void>> {
  const path = join(dataDir, LOCK_FILE);
  const me = describeThisProcess();
  const mine = JSON.stringify(me);
  for (let attempt = 0; attempt < CONTENDED_ATTEMPTS; attempt++) {
    if (createWhole(path, mine)) {
      sweep(dataDir);
      const heartbeat = setInterval(() => {
        try {
          const now = new Date();
          utimesSync(path, now, now);
        } catch {
          // DATA_DIR went away under us: there is nothing left to keep fresh.
        }
      }, heartbeatMs);
      heartbeat.unref();
      return async () => {
        clearInterval(heartbeat);
        if (readOr(path) === mine) unlinkSync(path);
      };
    }
    const found = find(path);
    if (found.kind === 'gone') continue;
    if (found.kind === 'directory') {
      // The lock of earlier versions: a directory whose modification time its holder kept fresh.
      if (Date.now() - found.modifiedMs < LEGACY_STALE_MS) throw new DataDirLockedError(lockedMessage(dataDir, null));
      try {
        rmdirSync(path);
      } catch {
        // Removed by another process starting, or replaced by a lock file: look again.
      }
      continue;
    }
    if (isHolderAlive(found)) throw new DataDirLockedError(lockedMessage(dataDir, found.holder));
    removeDead(path, found.raw, mine);
    await sleep(attempt === 0 ? 0 : CONTENDED_PAUSE_MS);
  }
  // Another process kept its claim to remove a dead holder's lock: it is starting on this DATA_DIR.
  throw new DataDirLockedError(
    `Another Stint process is starting on ${dataDir}. Stop it first, or start this one with another DATA_DIR.`,
  );
}
