/** `POST /internships/{id}/bookmark` (spec 1 §2.8, §4 Bookmark): a student saves an internship, or unsaves it. */
import { z } from 'zod';
import { NotFoundError } from '@stint/shared';
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import { bookmarksDecider } from '@stint/shared/internships/bookmarks.decider';
import { defineRoute, Reply } from '../http/route';
import { cachedInternship, internshipParamsSchema, NOT_FOUND, savedInternshipsOf } from './internships.store';
import { bookmarksStream } from '@stint/shared/internships/internships.streams';

export const bookmarkInternshipRoute = defineRoute({
  method: 'post',
  path: '/internships/:id/bookmark',
  summary: 'Save an internship, or unsave it if saved (toggle)',
  tags: ['internships'],
  access: ['student'],
  params: internshipParamsSchema,
  response: z.object({ bookmarked: z.boolean() }),
  async handler({ params, actor, deps, command, settle }) {
    const internship = await cachedInternship(deps, params.id);
    // Only what the student can see may be saved; one saved before it closed may still be unsaved.
    const visible =
      internship !== null &&
      (internship.status === 'active' || (await savedInternshipsOf(deps, actor.id)).has(internship._id));
    if (!internship || !visible) throw new NotFoundError(NOT_FOUND);
    const result = await handleCommand(
      deps.platform.eventStore,
      bookmarksStream(actor.id),
      bookmarksDecider,
      { type: 'ToggleBookmark', studentId: actor.id, internshipId: internship._id },
      command(),
      // A double click toggles twice, as it should: each try decides on the newer state.
      { retries: 3 },
    );
    await settle(result);
    const bookmarked = result.events.at(-1)?.type === 'InternshipBookmarked';
    return new Reply({ bookmarked }, { message: bookmarked ? 'Internship bookmarked' : 'Bookmark removed' });
  },
});
