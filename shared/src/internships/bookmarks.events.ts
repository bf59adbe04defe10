/**
 * A student's saved internships (spec 1 §2.8, §4 Bookmark). One stream per student, `bookmarks-<studentId>`:
 * a toggle is decided on what that student has saved, nothing else.
 */
import { z } from 'zod';
import { type EventOf, eventTypesOf } from '../decider';

const bookmark = z.object({ studentId: z.string(), internshipId: z.string() });

export const bookmarkEventSchemas = {
  InternshipBookmarked: bookmark,
  InternshipUnbookmarked: bookmark,
};

export type BookmarkEvent = EventOf<typeof bookmarkEventSchemas>;
export type BookmarkEventType = BookmarkEvent['type'];
export const bookmarkEventTypes = eventTypesOf(bookmarkEventSchemas);
