/**
 * Process entry: `tsx launcher/src/main.ts <role>` where role is `all` (default: api + projector + workers in one
 * process — the embedded profile), `api`, `projector` or `workers`. `projector --rebuild <name>` rebuilds a
 * projection in a shadow once this process holds its group, its documents serving meanwhile, and shows the progress
 * until the shadow takes over (ops/rebuild-progress.ts).
 *
 * Several `projector` processes may run: they share the projector groups, each group's runner held by one of them
 * under its own lease (in Redis when REDIS_URL is set, PROJECTOR_LEASE_MS long, renewed every third of it); when one
 * stops or dies the others take its groups over (projector-groups.ts). Several `api` and `workers` processes simply
 * run side by side.
 */
import { loadConfig } from '@stint/shared/infra/config';
import { createLogger } from '@stint/shared/infra/logger';
import { DataDirLockedError, openPlatform } from '@stint/shared/infra/platform';
import { projections, type Projection, type ProjectorRunner } from '@stint/projector';
import { createJobs, reactors, startWorkers } from '@stint/workers';
import { ensureConfiguredAdmin } from '@stint/api/accounts/create-admin';
import { routes } from '@stint/api/routes';
import { createApiServer } from '@stint/api/server';
import { processViews } from './ops/process-views';
import { projectorOver } from './projector-over';
import { startProjectorGroups } from './projector-groups';
import { rebuildAndFollow } from './ops/rebuild-progress';

type Role = 'all' | 'api' | 'projector' | 'workers';
const ROLES: Role[] = ['all', 'api', 'projector', 'workers'];

async function main(argv: string[]): Promise<void> {
  const role = (argv[0] ?? 'all') as Role;
  if (!ROLES.includes(role)) throw new Error(`Unknown role "${argv[0]}": use one of ${ROLES.join(', ')}`);
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL).child({ role });
  if (role !== 'all' && config.embedded) {
    logger.warn('running one role on the embedded store: the other roles cannot share its DATA_DIR; use `npm start`');
  }
  const platform = await openPlatform(config, logger);
  const stops: Array<() => Promise<void>> = [];
  let projector: ProjectorRunner | null = null;

  if (role === 'all' || role === 'projector') {
    const rebuild = argv.indexOf('--rebuild');
    let toRebuild: Projection | null = null;
    if (rebuild !== -1) {
      const name = argv[rebuild + 1];
      toRebuild = projections.find((candidate) => candidate.name === name) ?? null;
      if (!toRebuild)
        throw new Error(
          `No projection named "${name}" (known: ${projections.map((p) => p.name).join(', ') || 'none'})`,
        );
    }
    if (role === 'all') {
      // One process with its api (the embedded profile): nothing to share the projector with, no lease.
      const runner = projectorOver(platform, { logger });
      await runner.start();
      if (toRebuild) await rebuildAndFollow(platform, runner, toRebuild, logger);
      projector = runner;
      stops.push(() => runner.stop());
    } else {
      // The projector groups, shared among the processes on REDIS_URL (docs/architecture.md §Run profiles).
      const groups = startProjectorGroups(platform, config, logger, { rebuild: toRebuild });
      stops.push(() => groups.stop());
    }
  }
  if (role === 'all' || role === 'workers') {
    const workers = await startWorkers({ ...platform, logger, reactors, jobs: createJobs(platform) });
    stops.push(() => workers.stop());
  }
  if (role === 'all' || role === 'api') {
    // The api listens at once, however far the projector has to catch up (a long replay, or events it parks): /readyz
    // says "not ready" until it has and the configured admin exists, and commands answer 503 "saved but not ready" if
    // their projections are still behind.
    const starting = (async () => {
      await projector?.caughtUp();
      await ensureConfiguredAdmin(platform);
    })();
    const server = await createApiServer(platform, {
      routes,
      projectedPosition: projector?.position ?? null,
      processes: processViews(platform, undefined, projector),
      starting,
    });
    const port = await server.listen(config.PORT);
    logger.info({ url: config.PUBLIC_URL, port }, `Stint is running at http://localhost:${port}`);
    stops.unshift(() => server.close());
    await starting;
  }

  logger.info(`${role} started`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    for (const stop of stops) await stop().catch((error) => logger.error({ err: error }, 'error while stopping'));
    await platform.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof DataDirLockedError || error instanceof Error ? error.message : String(error);
  console.error(`Stint could not start: ${message}`);
  if (!(error instanceof DataDirLockedError) && error instanceof Error) console.error(error.stack);
  process.exit(1);
});
