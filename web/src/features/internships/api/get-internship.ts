/**
 * `GET /internships/{id}` (spec 1 §2.8, §7): one internship (lib/internship-read.ts). Signed out, `company` and
 * `employer` come back null and the screen masks them.
 */
import { isInternshipPath } from '../../../lib/internship-read';
import { registerLiveKey } from '../../../lib/live';
import { topics } from '@stint/shared/live/topics';

export { internshipPath, useInternship } from '../../../lib/internship-read';

// Edits, status changes, the application count and the student's bookmark.
registerLiveKey(topics.internships, isInternshipPath);
registerLiveKey(topics.applications, isInternshipPath);
registerLiveKey(topics.bookmarks, isInternshipPath);
