/** How the logbook routes find entries, decide who may see one, and command an entry's stream. */
import { z } from 'zod';
import type { Actor } from '@stint/shared';
import { handleCommand, type CommandContext } from '@stint/shared/infra/commands/handle-command';
import type { LogbookCommand } from '@stint/shared/logbooks/logbooks.commands';
import { logbookDecider } from '@stint/shared/logbooks/logbooks.decider';
import { logbookEntriesCollection, type LogbookEntryDocument } from '@stint/shared/logbooks/logbooks.read-models';
import type { ApiDeps } from '../platform/api-deps';
import { findVisible, reviewItemMover } from '../placements/placements.store';
import { logbookStream } from '@stint/shared/logbooks/logbooks.streams';

type Stores = Pick<ApiDeps, 'platform'>;

export const LOGBOOK_NOT_FOUND = 'Logbook entry not found';

export const logbookParamsSchema = z.object({ id: z.uuid(LOGBOOK_NOT_FOUND) });

export const entriesOf = (deps: Stores) =>
  deps.platform.readStore.collection<LogbookEntryDocument>(logbookEntriesCollection);

/**
 * The student who wrote it; the internship's employer and admins once it was submitted (a draft is the
 * student's own). Anyone else is told it does not exist.
 */
export function canSeeEntry(actor: Actor, entry: LogbookEntryDocument): boolean {
  if (actor.role === 'student') return entry.studentId === actor.id;
  const wasSubmitted = entry.submittedDate !== null;
  if (actor.role === 'employer') return wasSubmitted && entry.employerId === actor.id;
  return actor.role === 'admin' && wasSubmitted;
}

export const findVisibleEntry = (deps: Stores, actor: Actor, id: string) =>
  findVisible(entriesOf(deps), id, actor, canSeeEntry, LOGBOOK_NOT_FOUND);

export const commandLogbook = (deps: Stores, entryId: string, command: LogbookCommand, context: CommandContext) =>
  handleCommand(deps.platform.eventStore, logbookStream(entryId), logbookDecider, command, context);

/** Moves one of the logbook entries on, for the routes that change them (`reviewItemMover`). */
export const moveLogbookEntry = reviewItemMover({
  find: findVisibleEntry,
  collection: entriesOf,
  command: commandLogbook,
});
