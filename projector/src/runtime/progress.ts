/**
 * Progress on the bus (`channels.progress`): how far a runner's projections have got, which a command's
 * read-your-writes waits on (api/src/live/consistency.ts). The runners of one process, one per projector group, take
 * the same events from one shared read and end their batches at the same position, most of them in the same moment
 * (those with nothing to apply): the reports made in one turn of the event loop for one position go out as one message
 * naming all their projections, not a message each for every subscriber of the channel to read.
 */
import type { Bus } from '@stint/shared/infra/bus/bus.port';
import { channels } from '@stint/shared/infra/channels';

type Report = { position: string; projections: Set<string>; sent: Promise<void> };

/** Per bus (one per process), the report still open to others at its position. */
const open = new WeakMap<Bus, Report>();

/** Publishes that `projections` have got to `position`, with the same report of other runners this turn. */
export function publishProgress(bus: Bus, position: string, projections: readonly string[]): Promise<void> {
  const joined = open.get(bus);
  if (joined?.position === position) {
    for (const name of projections) joined.projections.add(name);
    return joined.sent;
  }
  const report: Report = { position, projections: new Set(projections), sent: Promise.resolve() };
  report.sent = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
    if (open.get(bus) === report) open.delete(bus);
    return bus.publish(channels.progress, { position, projections: [...report.projections] });
  });
  open.set(bus, report);
  return report.sent;
}
