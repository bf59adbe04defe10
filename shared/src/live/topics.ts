/**
 * Change-notice topics (docs/architecture.md §Realtime): what a projection says changed, and what the web app
 * revalidates when it hears it. Every topic a projection notifies, the web registers or a test publishes is named here
 * and nowhere else.
 */
export const topics = {
  adminOverview: 'admin-overview',
  adminStudentProgress: 'admin-student-progress',
  analytics: 'analytics',
  applications: 'applications',
  /** A university's at-risk alerts acknowledged (issue 17 item 5; the alerts follow their causes' topics). */
  atRisk: 'at-risk',
  /** Placement approvals and their learning agreements (issue 17 item 4). */
  approvals: 'approvals',
  bookmarks: 'bookmarks',
  /** Completion certificates: issued or revoked (issue 17 item 7). */
  certificates: 'certificates',
  evaluations: 'evaluations',
  internships: 'internships',
  /** Interviews: proposed, picked, rescheduled or cancelled (issue 17 item 3). */
  interviews: 'interviews',
  logbooks: 'logbooks',
  /** Application threads: a message posted or read (issue 17). */
  messages: 'messages',
  newsletterSubscribers: 'newsletter-subscribers',
  notifications: 'notifications',
  platformSettings: 'platform-settings',
  reports: 'reports',
  /** The public list of universities (sign-up); `university` is one university's own oversight data. */
  universities: 'universities',
  university: 'university',
  users: 'users',
  /** Students' evaluations of their placements and the employers' averages (issue 17 item 6). */
  placementEvaluations: 'placement-evaluations',
  /** Test-only: the test api's pings (launcher/src/testing/test-api.ts) and markers tests publish themselves. */
  pings: 'pings',
} as const;

export type Topic = (typeof topics)[keyof typeof topics];

/** Every topic, once. */
export const TOPICS: readonly Topic[] = Object.values(topics);

export function isTopic(value: unknown): value is Topic {
  return typeof value === 'string' && (TOPICS as readonly string[]).includes(value);
}
