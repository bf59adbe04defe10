/** A projector process for the crash test: runs the counting projection on PostgreSQL until killed. */
import { SqlEventStore } from '@stint/shared/infra/event-store/sql-event-store';
import { SqlReadStore } from '@stint/shared/infra/read-store/sql-read-store';
import { PostgresSql } from '@stint/shared/infra/sql/postgres-sql';
import { MemoryBus } from '@stint/shared/infra/bus/memory-bus';
import { MemoryKeyStore, PersonalDataCipher } from '@stint/shared/infra/crypto/personal-data';
import { createLogger } from '@stint/shared/infra/logger';
import { ProjectorRunner } from '../runtime/projector-runner';
import { countingProjection } from './counting-projection';

const sql = new PostgresSql(process.env.CRASH_PG_URL!);
const runner = new ProjectorRunner({
  eventStore: await SqlEventStore.open(sql),
  readStore: await SqlReadStore.open(sql),
  bus: new MemoryBus(),
  logger: createLogger('silent'),
  projections: [countingProjection],
  cipher: new PersonalDataCipher(new MemoryKeyStore()),
  batchSize: 50,
});
await runner.start();
process.stdout.write('started\n');
