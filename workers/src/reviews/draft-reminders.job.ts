/**
 * Draft reminders (issue 5): every hour, and once at start, each logbook entry and report still a draft and due
 * within 48 hours is sent `RemindLogbookEntry` / `RemindReport`; its decider appends the one reminder it ever gets
 * (a job's outcome goes back in as a command), and the review mail reactor mails it if the student wants it.
 */
import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@stint/shared/decider';
import { handleCommand, type CommandContext } from '@stint/shared/infra/commands/handle-command';
import type { Platform } from '@stint/shared/infra/platform';
import { REMINDER_HORIZON_HOURS } from '@stint/shared/logbooks/logbooks.constants';
import { logbookDecider } from '@stint/shared/logbooks/logbooks.decider';
import { logbookEntriesCollection, type LogbookEntryDocument } from '@stint/shared/logbooks/logbooks.read-models';
import { reportDecider } from '@stint/shared/reports/reports.decider';
import { reportsCollection, type ReportDocument } from '@stint/shared/reports/reports.read-models';
import type { Collection, Doc, Filter } from '@stint/shared/infra/read-store/read-store.port';
import { commandEach, sweepJob } from '../runtime/command-each';
import type { JobDefinition } from '../runtime/reactor';
import { logbookStream } from '@stint/shared/logbooks/logbooks.streams';
import { reportStream } from '@stint/shared/reports/reports.streams';

const QUEUE = 'draft-reminders';
const EVERY_MS = 60 * 60_000;

type Stores = Pick<Platform, 'eventStore' | 'readStore' | 'logger'>;

export type ReminderRun = { reminded: string[]; failed: string[]; position: bigint | null };

/** Reminds what is due between `now`'s (UTC) date and 48 hours on. A rerun appends nothing: each item is reminded once. */
export async function remindDueDrafts(platform: Stores, now: Date = new Date()): Promise<ReminderRun> {
  const logger = platform.logger.child({ module: 'draft-reminders' });
  const today = now.toISOString().slice(0, 10);
  const horizon = new Date(now.getTime() + REMINDER_HORIZON_HOURS * 3_600_000).toISOString().slice(0, 10);
  const run: ReminderRun = { reminded: [], failed: [], position: null };
  const correlationId = randomUUID();
  // The decider appends a reminder once; a worker racing this one conflicts, reads again and decides nothing.
  const context = (): CommandContext => ({
    commandId: randomUUID(),
    actor: null,
    at: now.toISOString(),
    correlationId,
  });
  const due: Filter = { status: 'draft', dueDate: { $gte: today, $lte: horizon } };

  const remindEach = <T extends Doc>(
    items: Collection<T>,
    remind: (item: T) => Promise<{ events: unknown[]; position: bigint | null }>,
  ) =>
    commandEach(items, due, {
      command: remind,
      run,
      done: run.reminded,
      onFailure: (error, item) => logger.error({ err: error, id: item._id }, 'could not remind a draft'),
    });

  /** One item's reminder, sent to its own stream. */
  const remind = <S, C, E extends DomainEvent>(
    stream: string,
    decider: Parameters<typeof handleCommand<S, C, E>>[2],
    reminder: C,
  ) => handleCommand(platform.eventStore, stream, decider, reminder, context(), { retries: 2 });

  const command = { today, horizon };
  await remindEach(platform.readStore.collection<LogbookEntryDocument>(logbookEntriesCollection), (entry) =>
    remind(logbookStream(entry._id), logbookDecider, { type: 'RemindLogbookEntry', ...command }),
  );
  await remindEach(platform.readStore.collection<ReportDocument>(reportsCollection), (report) =>
    remind(reportStream(report._id), reportDecider, { type: 'RemindReport', ...command }),
  );
  if (run.reminded.length > 0) logger.info({ count: run.reminded.length, today }, 'drafts reminded');
  return run;
}

export function draftRemindersJob(platform: Platform): JobDefinition {
  return sweepJob({
    queue: QUEUE,
    name: 'draft-reminders',
    everyMs: EVERY_MS,
    run: () => remindDueDrafts(platform),
    failure: (count) => `Could not remind ${count} draft(s)`,
  });
}
