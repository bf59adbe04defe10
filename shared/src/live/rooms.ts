/** Room names of the live channel (DESIGN §5). Who may join which is decided by the api gateway. */
export const rooms = {
  public: 'public',
  admins: 'admins',
  user: (id: string) => `user:${id}`,
  employer: (id: string) => `employer:${id}`,
  university: (id: string) => `university:${id}`,
  internship: (id: string) => `internship:${id}`,
} as const;
