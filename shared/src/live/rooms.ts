/**
 * Room names of the live channel (docs/architecture.md §Realtime). Who may join which is decided by the api gateway.
 */
export const rooms = {
  public: 'public',
  admins: 'admins',
  user: (id: string) => `user:${id}`,
  employer: (id: string) => `employer:${id}`,
  university: (id: string) => `university:${id}`,
  internship: (id: string) => `internship:${id}`,
} as const;
