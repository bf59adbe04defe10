import { z } from 'zod';

export const roles = ['student', 'employer', 'admin', 'university'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Who issued a command or a request. */
export type Actor = { id: string; role: Role };
