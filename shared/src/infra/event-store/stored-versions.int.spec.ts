/**
 * A log written before events had versions (issue 16) opens without being rewritten: its rows read as version 1 and
 * are lifted to today's shape, by the decider through `handleCommand` as by any stream read, while what is appended
 * from now on is stored at its type's current version. The `NotificationsRead` fixtures of version 1
 * (shared/src/testing/stored-events.ts) go in raw, as that release stored them. On PGlite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { notificationInboxDecider, type NotificationCommand } from '../../notifications/notifications.decider';
import { notificationInboxStream } from '../../notifications/notifications.streams';
import { notificationsReadV1 } from '../../testing/stored-events';
import { handleCommand, toDomainEvents, type CommandContext } from '../commands/handle-command';
import type { Sql } from '../sql/sql.port';
import { announceSkip, cloneTestPglite, openTestPostgres, postgresSkipReason } from '../testing/test-databases';
import { SqlEventStore } from './sql-event-store';

/** The events table as releases before issue 16 created it: no version column. */
const TABLE_BEFORE_VERSIONS = `
create table events (
  position bigserial primary key,
  id uuid not null unique,
  stream text not null,
  revision bigint not null,
  type text not null,
  data jsonb not null,
  metadata jsonb not null,
  recorded_at timestamptz not null default clock_timestamp(),
  unique (stream, revision)
)`;

const context = (): CommandContext => ({
  commandId: randomUUID(),
  actor: { id: 'u1', role: 'student' },
  at: '2026-06-01T10:00:00.000Z',
  correlationId: randomUUID(),
});

async function provesOldLogReads(sql: Sql): Promise<void> {
  const userId = randomUUID();
  const stream = notificationInboxStream(userId);
  const stored = [notificationsReadV1.ids(userId, ['n1', 'n2']), notificationsReadV1.upTo(userId, '42')];
  await sql.exec(TABLE_BEFORE_VERSIONS);
  for (const [revision, event] of stored.entries()) {
    await sql.query(
      'insert into events (id, stream, revision, type, data, metadata) values ($1, $2, $3, $4, $5::jsonb, $6::jsonb)',
      [randomUUID(), stream, revision, event.type, JSON.stringify(event.data), JSON.stringify({ at: context().at })],
    );
  }
  const store = await SqlEventStore.open(sql);
  try {
    expect(toDomainEvents(await store.readStream(stream), notificationInboxDecider.eventSchemas)).toEqual([
      { type: 'NotificationsRead', data: { userId, read: { kind: 'ids', notificationIds: ['n1', 'n2'] } } },
      { type: 'NotificationsRead', data: { userId, read: { kind: 'upTo', position: '42' } } },
    ]);
    const mark = (command: NotificationCommand) =>
      handleCommand(store, stream, notificationInboxDecider, command, context());
    // The decider folds the lifted history: what version 1 marked read is read, so these decide nothing.
    const again = await mark({ type: 'MarkNotificationsRead', userId, notificationIds: ['n2', 'n1'] });
    expect(again.events).toEqual([]);
    const older = await mark({ type: 'MarkAllNotificationsRead', userId, upTo: '42' });
    expect(older.events).toEqual([]);
    const newer = await mark({ type: 'MarkNotificationsRead', userId, notificationIds: ['n1', 'n3'] });
    expect(newer.events).toEqual([
      { type: 'NotificationsRead', data: { userId, read: { kind: 'ids', notificationIds: ['n3'] } } },
    ]);
    // Stored: the old rows untouched at version 1, the new one at version 2.
    const rows = await sql.query<{ version: number; data: unknown }>(
      'select version, data from events where stream = $1 order by revision',
      [stream],
    );
    expect(rows.map((row) => ({ version: row.version, data: row.data }))).toEqual([
      { version: 1, data: stored[0]!.data },
      { version: 1, data: stored[1]!.data },
      { version: 2, data: newer.events[0]!.data },
    ]);
  } finally {
    await store.close();
  }
}

describe('a log from before event versions', () => {
  it('on PGlite: opens unrewritten, and the decider reads its version 1 bodies in today’s shape', async () => {
    const sql = await cloneTestPglite();
    try {
      await provesOldLogReads(sql);
    } finally {
      await sql.close();
    }
  });

  it.skipIf(announceSkip('PostgreSQL stored versions', postgresSkipReason()))(
    'on PostgreSQL: opens unrewritten, and the decider reads its version 1 bodies in today’s shape',
    async () => {
      const db = await openTestPostgres();
      try {
        await provesOldLogReads(db.sql);
      } finally {
        await db.drop();
      }
    },
  );
});
