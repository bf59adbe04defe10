/**
 * One projector process of the rebuild bench's parallel run (stint-rebuild.ts): the runners of the groups named on its
 * command line over the history on PostgreSQL, as a `projector` process holding those groups' leases runs them. It
 * says `ready` once its stores are open, starts on `go`, and answers with its CPU time once every runner has caught up.
 */
import { SqlEventStore } from '@stint/shared/infra/event-store/sql-event-store';
import { SqlReadStore } from '@stint/shared/infra/read-store/sql-read-store';
import { MemoryBus } from '@stint/shared/infra/bus/memory-bus';
import { PersonalDataCipher, SqlKeyStore } from '@stint/shared/infra/crypto/personal-data';
import { MasterKeyRing, parseMasterKeys } from '@stint/shared/infra/crypto/master-keys';
import { createLogger } from '@stint/shared/infra/logger';
import { PostgresSql } from '@stint/shared/infra/sql/postgres-sql';
import { ProjectorRunner, projectorGroups } from '@stint/projector';

export type RebuildProcessMessage = { ready: true } | { done: true; cpuMs: number };

const [url, ...groupNames] = process.argv.slice(2);
const send = (message: RebuildProcessMessage) => process.send!(message);

const sql = new PostgresSql(url!);
const eventStore = await SqlEventStore.open(sql);
const readStore = await SqlReadStore.open(sql);
const keys = new MasterKeyRing(parseMasterKeys(process.env.BENCH_MASTER_KEYS!));
const cipher = new PersonalDataCipher(await SqlKeyStore.open(sql, keys));
const runners = projectorGroups
  .filter((group) => groupNames.includes(group.name))
  .map(
    (group) =>
      new ProjectorRunner({
        eventStore,
        readStore,
        bus: new MemoryBus(),
        logger: createLogger('silent'),
        projections: group.projections,
        cipher,
      }),
  );

process.once('message', async () => {
  const cpuStart = process.cpuUsage();
  await Promise.all(runners.map(async (runner) => (await runner.start(), await runner.caughtUp())));
  const cpu = process.cpuUsage(cpuStart);
  send({ done: true, cpuMs: (cpu.user + cpu.system) / 1000 });
  for (const runner of runners) await runner.stop();
  await eventStore.close();
  await readStore.close();
  await sql.close();
  process.disconnect();
});
send({ ready: true });
