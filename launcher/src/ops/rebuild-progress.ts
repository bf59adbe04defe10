/**
 * `npm run projector -- --rebuild NAME` follows the shadow rebuild it started until the take-over: a progress bar on
 * stderr when it is a terminal (percent, events/s, ETA), else a plain log line every few seconds. Progress is read
 * from the stores, as the admin API reads it. The bar is a few lines of `readline.cursorTo`/`clearLine` rather than a
 * library: one line redrawn in place is all it needs.
 */
import { clearLine, cursorTo } from 'node:readline';
import type { Platform } from '@stint/shared/infra/platform';
import type { Logger } from '@stint/shared/infra/logger';
import { reportProjections } from '@stint/api/ops/projection-status';
import type { Projection, ProjectorRunner } from '@stint/projector';
import { processViews } from './process-views';

const BAR_WIDTH = 30;
const TTY_REFRESH_MS = 250;
const LOG_EVERY_MS = 5_000;
type Options = { stream?: NodeJS.WriteStream; refreshMs?: number };

/**
 * `--rebuild`: asks `runner` (started, and holding the projection) for a shadow rebuild and follows it in the
 * background; a runner that does not run the projection does nothing.
 */
export async function rebuildAndFollow(
  platform: Platform,
  runner: ProjectorRunner,
  projection: Projection,
  logger: Logger,
): Promise<void> {
  if (!(await runner.rebuild(projection.name))) return;
  void followRebuild(platform, projection, logger, () => runner.isRebuilding(projection.name)).catch((error: unknown) =>
    logger.warn({ err: error }, 'could not follow the rebuild'),
  );
}

/** Resolves once the rebuild of `projection` has ended: `running` says whether this process still builds it. */
export async function followRebuild(
  platform: Platform,
  projection: Projection,
  logger: Logger,
  running: () => boolean,
  options: Options = {},
): Promise<void> {
  const stream = options.stream ?? process.stderr;
  const tty = stream.isTTY === true;
  const refreshMs = options.refreshMs ?? (tty ? TTY_REFRESH_MS : LOG_EVERY_MS);
  const projector = processViews(platform, [projection]).projector;
  for (;;) {
    const done = !running();
    const [status] = (await reportProjections(platform, projector)).statuses;
    if (!done && status?.state === 'rebuilding') {
      const line = progressLine(status);
      if (tty) {
        cursorTo(stream, 0);
        clearLine(stream, 0);
        stream.write(`${projection.name} ${progressBar(status)} ${line}`);
      } else {
        logger.info({ projection: projection.name, ...status }, `rebuilding: ${line}`);
      }
    } else if (done) {
      if (tty) stream.write('\n');
      // Not live: this process stopped (it lost the lease); the next active projector resumes the shadow.
      logger.info(
        { projection: projection.name, state: status?.state ?? null, position: status?.position ?? null },
        status?.state === 'live' ? 'rebuild took over: the new documents serve' : 'rebuild left to the next start',
      );
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, refreshMs));
  }
}

type Progress = {
  position: string | null;
  lag: number | null;
  eventsPerSecond: number | null;
  etaSeconds: number | null;
};

export function percentDone({ position, lag }: Progress): number {
  const done = Number(position ?? 0);
  const total = done + (lag ?? 0);
  return total === 0 ? 100 : Math.min(100, (done / total) * 100);
}

export function progressBar(progress: Progress): string {
  const filled = Math.round((percentDone(progress) / 100) * BAR_WIDTH);
  return `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}]`;
}

export function progressLine(progress: Progress): string {
  const eta = progress.etaSeconds === null ? '?' : formatSeconds(progress.etaSeconds);
  return (
    `${percentDone(progress).toFixed(1)}% · ${progress.eventsPerSecond ?? 0} events/s · ` +
    `${progress.lag ?? '?'} events to go · ETA ${eta}`
  );
}

function formatSeconds(seconds: number): string {
  const whole = Math.ceil(seconds);
  if (whole < 60) return `${whole}s`;
  const minutes = Math.floor(whole / 60);
  return minutes < 60
    ? `${minutes}m${String(whole % 60).padStart(2, '0')}s`
    : `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m`;
}
