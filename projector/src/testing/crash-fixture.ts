/** A projector process for the crash test: runs the counting projection on PostgreSQL until killed. */
import { SqlEventStore } from '@stint/shared/infra/event-store/sql-event-store';
import { SqlReadStore } from '@stint/shared/infra/read-store/sql-read-store';
import { PostgresSql } from '@stint/shared/infra/sql/postgres-sql';
import { countingRunner } from './counting-projection';

const sql = new PostgresSql(process.env.CRASH_PG_URL!);
const runner = countingRunner({
  eventStore: await SqlEventStore.open(sql),
  readStore: await SqlReadStore.open(sql),
  batchSize: 50,
});
await runner.start();
process.stdout.write('started\n');
