/** Students' saved internships (spec 1 §2.8 bookmark toggle): one document per saved internship. */
import { rooms } from '@stint/shared';
import { bookmarkEventSchemas, bookmarkEventTypes } from '@stint/shared/internships/bookmarks.events';
import {
  bookmarkId,
  bookmarksCollection,
  type BookmarkDocument,
} from '@stint/shared/internships/internships.read-models';
import { defineProjection } from '../runtime/projection';
import { topics } from '@stint/shared/live/topics';

export const bookmarksProjection = defineProjection({
  name: 'bookmarks',
  version: 1,
  collections: [bookmarksCollection],
  handles: bookmarkEventTypes,
  async apply(event, context) {
    const parsed = bookmarkEventSchemas.InternshipBookmarked.safeParse(event.data);
    if (!parsed.success) {
      context.logger.error({ eventId: event.id, issues: parsed.error.issues }, 'event does not match its schema');
      return;
    }
    const { studentId, internshipId } = parsed.data;
    const bookmarks = context.collection<BookmarkDocument>(bookmarksCollection);
    const _id = bookmarkId(studentId, internshipId);
    if (event.type === 'InternshipBookmarked') {
      await bookmarks.upsert({ _id, studentId, internshipId, createdAt: event.metadata.at });
    } else {
      await bookmarks.delete(_id);
    }
    context.notify({ topic: topics.bookmarks, rooms: [rooms.user(studentId)], ids: [internshipId] });
  },
});
