/**
 * A student's saved internships (spec 1 §2.8, §4 Bookmark). One stream per student, `bookmarks-<studentId>`:
 * a toggle is decided on what that student has saved, nothing else.
 */
import { z } from 'zod';

const bookmark = z.object({ studentId: z.string(), internshipId: z.string() });

export const bookmarkEventSchemas = {
  InternshipBookmarked: bookmark,
  InternshipUnbookmarked: bookmark,
};

type Schemas = typeof bookmarkEventSchemas;
export type BookmarkEvent = { [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> } }[keyof Schemas];
export type BookmarkEventType = BookmarkEvent['type'];
export const bookmarkEventTypes = Object.keys(bookmarkEventSchemas) as BookmarkEventType[];
