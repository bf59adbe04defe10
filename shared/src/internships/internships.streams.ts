/** Stream names of the internships area. */

/** One internship and the applications to it: `internship-<id>`. */
export const internshipStream = (internshipId: string) => `internship-${internshipId}`;

/** A student's saved internships: `bookmarks-<studentId>`. */
export const bookmarksStream = (studentId: string) => `bookmarks-${studentId}`;

/** One job-board listing as the sync last saw it: `joblisting-<listingId>`. */
export const externalListingStream = (listingId: string) => `joblisting-${listingId}`;
