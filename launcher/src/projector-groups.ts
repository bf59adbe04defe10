/**
 * Role `projector` on a shared deployment: one runner per projector group, each started only while this process
 * holds that group's lease (`projector:<group>`), the groups shared fairly among the live `projector` processes
 * (`LeasePool`). A process that dies loses its leases and its membership within PROJECTOR_LEASE_MS; the others then
 * take its groups over (docs/architecture.md §Run profiles).
 */
import type { Config } from '@stint/shared/infra/config';
import type { Logger } from '@stint/shared/infra/logger';
import type { Platform } from '@stint/shared/infra/platform';
import { LeasePool, openLease, openMembership, type Lease } from '@stint/shared/infra/lease/index';
import { projectorGroups, type Projection, type ProjectorGroup } from '@stint/projector';
import { rebuildAndFollow } from './ops/rebuild-progress';
import { projectorOver } from './projector-over';

type Options = {
  /** A projection to rebuild in a shadow once its group projects here (`--rebuild`): only its holder may. */
  rebuild: Projection | null;
  groups?: ProjectorGroup[];
};

export type ProjectorGroups = { pool: LeasePool; stop(): Promise<void> };

export function startProjectorGroups(
  platform: Platform,
  config: Pick<Config, 'REDIS_URL' | 'QUEUE_PREFIX' | 'PROJECTOR_LEASE_MS'>,
  logger: Logger,
  options: Options,
): ProjectorGroups {
  let toRebuild = options.rebuild;
  const ttlMs = config.PROJECTOR_LEASE_MS;
  const leases: Lease[] = [];
  const works = (options.groups ?? projectorGroups).map((group) => {
    const groupLogger = logger.child({ group: group.name });
    const lease = openLease(config, `projector:${group.name}`, { ttlMs, logger: groupLogger });
    leases.push(lease);
    const runner = projectorOver(platform, { logger: groupLogger, projections: group.projections });
    return {
      name: group.name,
      lease,
      async onAcquired() {
        await runner.start();
        groupLogger.info({ lease: lease.key, kind: lease.kind }, 'projector group active');
        // Only the holder of its group may rebuild a projection: another would write beside it.
        const asked = toRebuild;
        if (asked && group.projections.includes(asked)) {
          toRebuild = null;
          await rebuildAndFollow(platform, runner, asked, groupLogger);
        }
      },
      onLost: () => runner.stop(),
      onStandby: () => groupLogger.info({ lease: lease.key, kind: lease.kind }, 'projector group standby'),
    };
  });
  const membership = openMembership(config, 'projector', { ttlMs });
  const pool = new LeasePool({ membership, works, logger });
  pool.start();
  return {
    pool,
    async stop() {
      await pool.stop();
      await Promise.all([membership.close(), ...leases.map((lease) => lease.close())]);
    },
  };
}
