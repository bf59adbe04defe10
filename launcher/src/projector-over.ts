/**
 * The projector over one platform: its event store, read store, bus and personal-data cipher. The roles that project
 * (`main.ts`), the seed and the harnesses that replay a history all run it so, with every projection unless told.
 */
import type { Platform } from '@stint/shared/infra/platform';
import { ProjectorRunner, projections, type ProjectorRunnerOptions } from '@stint/projector';

type Stores = Pick<Platform, 'eventStore' | 'readStore' | 'bus' | 'logger' | 'cipher'>;
type Options = Partial<Pick<ProjectorRunnerOptions, 'projections' | 'logger' | 'batchSize'>>;

export function projectorOver(platform: Stores, options: Options = {}): ProjectorRunner {
  return new ProjectorRunner({
    eventStore: platform.eventStore,
    readStore: platform.readStore,
    bus: platform.bus,
    logger: platform.logger,
    cipher: platform.cipher,
    projections,
    ...options,
  });
}

/** Projects the whole log once and stops: a rebuild from scratch after the read models were reset. */
export async function projectToHead(platform: Stores, options: Options = {}): Promise<void> {
  const runner = projectorOver(platform, options);
  await runner.start();
  await runner.caughtUp();
  await runner.stop();
}
