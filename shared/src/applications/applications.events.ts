/**
 * Facts about applications. They are recorded on their internship's stream (`internship-<id>`, so the internship
 * union includes them): the seat check and every decision are one append with the expected revision, and racing
 * decisions end in a conflict, never in more acceptances than positions (docs/architecture.md §Event model). What a
 * student writes (cover letter, file name, GPA) travels sealed with the student's key (docs/architecture.md
 * §Personal data).
 */
import { z } from 'zod';
import type { EventOf } from '../decider';
import { sealedValueSchema } from '../sealed';
import { applicationStages, applicationStatuses } from './applications.constants';

/** What `personal` holds once opened. */
export const applicationPersonalSchema = z.object({
  coverLetter: z.string(),
  resumeName: z.string(),
  gpa: z.number().nullable(),
  expectedGraduation: z.string().nullable(),
});
export type ApplicationPersonal = z.infer<typeof applicationPersonalSchema>;

const ids = { internshipId: z.string(), applicationId: z.string(), studentId: z.string() };

export const applicationEventSchemas = {
  ApplicationSubmitted: z.object({
    ...ids,
    resume: z.object({ key: z.string(), contentType: z.string(), size: z.number().int() }),
    personal: sealedValueSchema,
  }),
  ApplicationStatusChanged: z.object({
    ...ids,
    from: z.enum(applicationStatuses),
    to: z.enum(applicationStatuses),
    note: z.string().optional(),
  }),
  /**
   * An application moved between the stages of review (shortlisted, interview, offer), which no status tells apart.
   * A new type rather than a new version of `ApplicationStatusChanged`: it is a new fact, and every status change
   * already recorded keeps meaning what it meant (its stage is the one its status implies). A move out of `new`
   * records the status change to `reviewing` first, then this, in one append.
   */
  ApplicationStageChanged: z.object({
    ...ids,
    from: z.enum(applicationStages),
    to: z.enum(applicationStages),
    note: z.string().optional(),
  }),
};

/** Registered at its first version (docs/architecture.md §How to change an event). */
export const applicationEventVersions = {
  ApplicationStageChanged: { current: 1, upcasters: {} },
};

export type ApplicationEvent = EventOf<typeof applicationEventSchemas>;
