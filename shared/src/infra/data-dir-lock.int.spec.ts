/**
 * The embedded profile's lock on DATA_DIR across real processes: a live holder turns the next one away with the
 * clear error, a holder killed with SIGKILL keeps no one out, a reused pid or a silent holder on another machine is
 * taken over, and a dead holder's lock is removed only by the one process that claimed its removal.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataDirLockedError,
  LOCK_FILE,
  lockDataDir,
  lookUpProcess,
  removalClaimPath,
  thisMachine,
  type LockHolder,
} from './data-dir-lock';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const HOLDER_SCRIPT = fileURLToPath(new URL('./testing/hold-data-dir.ts', import.meta.url));

describe('DATA_DIR lock', () => {
  const dataDirs: string[] = [];
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
    for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  const newDataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'stint-lock-'));
    dataDirs.push(dir);
    return dir;
  };

  /** Another process that takes `dataDir` and holds it until killed. */
  const startHolder = (dataDir: string, heartbeatMs?: number) =>
    new Promise<ChildProcess>((resolve, reject) => {
      const args = heartbeatMs === undefined ? [dataDir] : [dataDir, String(heartbeatMs)];
      const child = spawn(process.execPath, ['--import', 'tsx', HOLDER_SCRIPT, ...args], {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('holding')) resolve(child);
      });
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => reject(new Error(`the holder exited with ${code}:\n${output}`)));
    });

  const killed = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });

  /** A holder as a process would describe itself (this one, unless `changes` say otherwise). */
  const record = (changes: Partial<LockHolder>) => {
    const self = lookUpProcess(process.pid);
    const holder: LockHolder = {
      pid: process.pid,
      machine: thisMachine(),
      host: hostname(),
      start: self.running ? self.start : null,
      nonce: randomUUID(),
      since: new Date().toISOString(),
      ...changes,
    };
    return JSON.stringify(holder);
  };

  const writeLock = (dataDir: string, changes: Partial<LockHolder>) => {
    const raw = record(changes);
    writeFileSync(join(dataDir, LOCK_FILE), raw);
    return raw;
  };

  const lockedBy = (dataDir: string) => JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as LockHolder;

  it('turns a second process away with the clear error while the holder lives', async () => {
    const dataDir = newDataDir();
    const holder = await startHolder(dataDir);

    const refused = lockDataDir(dataDir);
    await expect(refused).rejects.toThrow(DataDirLockedError);
    await expect(refused).rejects.toThrow(
      `Another Stint process is already using ${dataDir} (pid ${holder.pid} on ${hostname()}, since `,
    );
    expect(lockedBy(dataDir).pid).toBe(holder.pid);
  });

  it('lets the next process take DATA_DIR at once after the holder was killed with SIGKILL', async () => {
    const dataDir = newDataDir();
    const holder = await startHolder(dataDir);
    await killed(holder);
    expect(readdirSync(dataDir)).toContain(LOCK_FILE);

    const release = await lockDataDir(dataDir);
    expect(lockedBy(dataDir).pid).toBe(process.pid);
    await release();
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('takes over a lock whose pid now belongs to a process that started at another time', async () => {
    const dataDir = newDataDir();
    // This very process, as the lock names it: alive.
    writeLock(dataDir, {});
    await expect(lockDataDir(dataDir)).rejects.toThrow(DataDirLockedError);

    // The same pid, started at another time: the holder is gone and its pid was reused.
    writeLock(dataDir, { start: 'an earlier start' });
    const release = await lockDataDir(dataDir);
    expect(lockedBy(dataDir)).toMatchObject({ pid: process.pid, start: JSON.parse(record({})).start });
    await release();
  });

  it('respects a holder on another machine while it touches the lock, and takes over once it stopped', async () => {
    const dataDir = newDataDir();
    writeLock(dataDir, { machine: `elsewhere ${randomUUID()}`, host: 'elsewhere', pid: 1 });
    await expect(lockDataDir(dataDir)).rejects.toThrow(
      `Another Stint process is already using ${dataDir} (pid 1 on elsewhere`,
    );

    const twoMinutesAgo = new Date(Date.now() - 120_000);
    utimesSync(join(dataDir, LOCK_FILE), twoMinutesAgo, twoMinutesAgo);
    const release = await lockDataDir(dataDir);
    expect(lockedBy(dataDir).pid).toBe(process.pid);
    await release();
  });

  it('keeps its lock fresh while it lives, for processes that cannot look it up', async () => {
    const dataDir = newDataDir();
    await startHolder(dataDir, 50);
    const lockPath = join(dataDir, LOCK_FILE);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    utimesSync(lockPath, twoMinutesAgo, twoMinutesAgo);
    await expect.poll(() => statSync(lockPath).mtimeMs, { timeout: 10_000 }).toBeGreaterThan(Date.now() - 60_000);
  });

  it('leaves a dead holder’s lock to the one process that claimed its removal', async () => {
    const dataDir = newDataDir();
    const lockPath = join(dataDir, LOCK_FILE);
    const dead = writeLock(dataDir, { start: 'an earlier start' });
    // A live process (this one) is removing it: the lock is not ours to remove.
    const claim = removalClaimPath(lockPath, dead);
    writeFileSync(claim, record({}));
    await expect(lockDataDir(dataDir)).rejects.toThrow(`Another Stint process is starting on ${dataDir}`);
    expect(readFileSync(lockPath, 'utf8')).toBe(dead);

    // The claimer died before it finished: its claim is removed the same way, then the lock.
    writeFileSync(claim, record({ start: 'an earlier start' }));
    const release = await lockDataDir(dataDir);
    expect(lockedBy(dataDir).pid).toBe(process.pid);
    expect(readdirSync(dataDir)).toEqual([LOCK_FILE]);
    await release();
  });

  it('clears the lock directory of earlier versions once it went stale', async () => {
    const dataDir = newDataDir();
    const legacy = join(dataDir, LOCK_FILE);
    mkdirSync(legacy);
    await expect(lockDataDir(dataDir)).rejects.toThrow(`Another Stint process is already using ${dataDir}.`);

    const aMinuteAgo = new Date(Date.now() - 60_000);
    utimesSync(legacy, aMinuteAgo, aMinuteAgo);
    const release = await lockDataDir(dataDir);
    expect(lockedBy(dataDir).pid).toBe(process.pid);
    await release();
  });
});
