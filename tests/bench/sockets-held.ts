/**
 * Sockets held by one api node (issue 9 (d)): bare socket.io clients (bare-sockets.ts) connect in batches of
 * 1,000 — 40 % signed in (each a verified token and its rooms, as a dashboard tab), the rest anonymous — until
 * connecting degrades (a batch's connect p99 over 1 s, or any refused / timed-out connection), Stint's resident
 * memory passes BENCH_SOCKETS_MAX_RSS_MB, or BENCH_SOCKETS_MAX sockets are open. Reports per batch the connect
 * p50 / p99 and Stint's RSS, and the RSS each 1,000 sockets cost (from the idle process to the last batch held).
 * Every socket in this process answers the server's pings, so the count held is one that stays alive.
 */
import { readFileSync } from 'node:fs';
import { openBareSocket, type BareSocket } from './bare-sockets';
import { mapLimit } from './http-load';
import { ms, report, reportTable, summarize, type Latencies, failuresCell } from './results';
import {
  envNumber,
  PROFILE_LABEL,
  registerMany,
  registerStudent,
  residentBytes,
  startStintOn,
  type Profile,
} from './stint-under-load';

const BATCH = 1000;
/** This process's open-files limit (`ulimit -n`; Linux /proc), which Stint started from here shares. */
function openFilesLimit(): number {
  try {
    const match = /^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return match ? Number(match[1]) : Number.POSITIVE_INFINITY;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}
/**
 * Loopback has ~28,000 ephemeral ports to one address, and each socket is a file descriptor here and one in Stint:
 * past either the load generator, not the api, runs out — so the count stops a little under them.
 */
const FD_LIMIT = openFilesLimit();
const MAX_SOCKETS = Math.min(envNumber('BENCH_SOCKETS_MAX', 25_000), FD_LIMIT - 1000);
const MAX_RSS_MB = envNumber('BENCH_SOCKETS_MAX_RSS_MB', 4096);
const CONNECT_P99_BOUND_MS = 1000;
const SIGNED_IN_SHARE = 0.4;

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

export async function benchSocketsHeld(profile: Profile): Promise<void> {
  const label = PROFILE_LABEL[profile];
  console.log(`\n${label}: sockets held — batches of ${BATCH}, up to ${MAX_SOCKETS} (ulimit -n ${FD_LIMIT})`);
  const stint = await startStintOn(profile);
  const held: BareSocket[] = [];
  try {
    const students = await registerMany(stint.http, 50, registerStudent);
    // Let the start's garbage settle so the idle figure is the process at rest.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idle = residentBytes(stint.pid);
    const batches: Array<{
      open: number;
      connect: Latencies;
      failed: number;
      failures: Record<string, number>;
      rss: number;
      seconds: number;
    }> = [];
    let reason =
      MAX_SOCKETS === FD_LIMIT - 1000
        ? `reached ${MAX_SOCKETS} sockets: the open-files limit (ulimit -n ${FD_LIMIT}) of the load generator and Stint`
        : `reached BENCH_SOCKETS_MAX (${MAX_SOCKETS})`;
    while (held.length < MAX_SOCKETS) {
      const tokens = Array.from({ length: Math.min(BATCH, MAX_SOCKETS - held.length) }, (_, n) =>
        n < BATCH * SIGNED_IN_SHARE ? students[n % students.length]!.token : null,
      );
      const latencies: number[] = [];
      const failures = new Map<string, number>();
      const started = performance.now();
      await mapLimit(tokens, 100, async (token) => {
        const at = performance.now();
        try {
          held.push(await openBareSocket(stint.url, token, () => {}, 10_000));
          latencies.push(performance.now() - at);
        } catch (error) {
          const key = (error as Error).message.slice(0, 60);
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      });
      const seconds = (performance.now() - started) / 1000;
      // Memory once the batch's handshakes are done and the heap has had a moment.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      stint.assertRunning();
      const open = held.filter((socket) => socket.isOpen()).length;
      const batch = {
        open,
        connect: summarize(latencies),
        failed: tokens.length - latencies.length,
        failures: Object.fromEntries(failures),
        rss: residentBytes(stint.pid),
        seconds,
      };
      batches.push(batch);
      console.log(
        `  ${open} open: connect p50 ${ms(batch.connect.p50)} p99 ${ms(batch.connect.p99)}, ` +
          `${batch.failed} failed, RSS ${mib(batch.rss)}`,
      );
      if (batch.failed > 0 || open < held.length) {
        reason = `connections failed or dropped (${batch.failed} failed, ${held.length - open} dropped)`;
        break;
      }
      if (batch.connect.p99 > CONNECT_P99_BOUND_MS) {
        reason = `connect p99 over ${CONNECT_P99_BOUND_MS} ms`;
        break;
      }
      if (batch.rss > MAX_RSS_MB * 2 ** 20) {
        reason = `RSS over ${MAX_RSS_MB} MiB`;
        break;
      }
    }
    const good = batches.filter((batch) => batch.failed === 0 && batch.connect.p99 <= CONNECT_P99_BOUND_MS);
    const last = good.at(-1);
    const perThousand = last ? (last.rss - idle) / (last.open / 1000) : Number.NaN;
    reportTable(
      `${label}: sockets held by one api node (${SIGNED_IN_SHARE * 100} % signed in), idle RSS ${mib(idle)}`,
      ['open sockets', 'batch connect p50', 'batch connect p99', 'failed', 'batch time', 'Stint RSS'],
      batches.map((batch) => [
        batch.open.toLocaleString('en-US'),
        ms(batch.connect.p50),
        ms(batch.connect.p99),
        failuresCell(batch.failed, batch.failures),
        `${batch.seconds.toFixed(1)} s`,
        mib(batch.rss),
      ]),
      { profile, idle, batches, stoppedBecause: reason },
    );
    report(
      `${label}: sockets held per api node (RSS per 1,000 sockets)`,
      last
        ? `${last.open.toLocaleString('en-US')} (${mib(perThousand)} per 1,000; stopped: ${reason})`
        : `none held (${reason})`,
      { profile, held: last?.open ?? 0, rssPerThousand: perThousand, stoppedBecause: reason },
    );
  } finally {
    for (const socket of held) socket.close();
    await stint.stop();
  }
}
