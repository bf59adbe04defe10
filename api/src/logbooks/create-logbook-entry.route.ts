/**
 * POST /logbooks (spec 1 §2.16, §5 Logbook form, §7): a student with an accepted application writes an entry for
 * that internship, saved as a draft. What the student wrote travels sealed with their key.
 */
import { z } from 'zod';
import { ValidationError } from '@stint/shared';
import { deterministicId } from '@stint/shared/infra/commands/event-ids';
import type { LogbookContent } from '@stint/shared/logbooks/logbooks.events';
import { newLogbookEntry } from '@stint/shared/logbooks/logbooks.read-models';
import { createLogbookEntryBodySchema, logbookEntrySchema } from '@stint/shared/logbooks/logbooks.schemas';
import { defineRoute, Reply } from '../http/route';
import { createPlacedItem, loadPlacement } from '../placements/placements.store';
import { commandLogbook, entriesOf } from './logbooks.store';

export const NOT_PLACED = 'You can keep a logbook only for an internship you were accepted to';

export const createLogbookEntryRoute = defineRoute({
  method: 'post',
  path: '/logbooks',
  summary: 'Write a logbook entry (a draft) for an internship you were accepted to',
  tags: ['logbooks'],
  access: ['student'],
  body: createLogbookEntryBodySchema,
  response: z.object({ logbookEntry: logbookEntrySchema }),
  status: 201,
  async handler({ body, actor, deps, command, settle }) {
    const loaded = await loadPlacement(deps, body.internship, actor.id);
    if (!loaded) throw new ValidationError(NOT_PLACED, [{ path: 'internship', message: NOT_PLACED }]);
    const content: LogbookContent = {
      title: body.title,
      activities: body.activities,
      learningOutcomes: body.learningOutcomes,
      studentReflection: body.studentReflection,
    };
    const logbookEntry = await createPlacedItem({ deps, command, settle }, loaded, {
      content,
      id: (context) => deterministicId('logbook', context.commandId),
      send: (entryId, placed, context) =>
        commandLogbook(
          deps,
          entryId,
          {
            type: 'CreateLogbookEntry',
            entryId,
            ...placed,
            weekNumber: body.weekNumber,
            hoursWorked: body.hoursWorked,
            dueDate: body.dueDate,
          },
          context,
        ),
      collection: entriesOf(deps),
      created: (result) => result.events.find((event) => event.type === 'LogbookEntryCreated')?.data,
      build: newLogbookEntry,
      missing: (entryId) => `Logbook entry ${entryId} was neither created nor found`,
    });
    return new Reply({ logbookEntry }, { message: 'Logbook entry saved as a draft' });
  },
});
