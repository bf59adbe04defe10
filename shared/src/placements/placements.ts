/**
 * A placement is a student's application to an internship, as the internship's stream has it. Logbook entries,
 * reports and evaluations are about a placement and only an accepted one: the api reads it from the log (not a
 * read model, which may lag) and hands it to their deciders on the command, so the rule lives in the decider.
 * Review items (logbook entries, reports, evaluations) share the shape of their status history.
 */
import { z } from 'zod';
import type { ApplicationStatus } from '../applications/applications.constants';
import { PLACEMENT_NOT_APPROVED } from '../approvals/approvals.constants';
import { ConflictError } from '../errors';

export type Placement = {
  internshipId: string;
  applicationId: string;
  employerId: string;
  studentId: string;
  applicationStatus: ApplicationStatus;
  /**
   * Where the student's university required approval when the application was accepted (issue 17 item 4): pending
   * until it approves the learning agreement. Absent where no approval is required.
   */
  approval?: 'pending' | 'approved';
};

export const isAcceptedPlacement = (placement: Placement) => placement.applicationStatus === 'accepted';

/** Logbooks and reports open only once a placement that needs approval is approved (a 409 that says why). */
export function assertOpenForCoursework(placement: Placement): void {
  if (placement.approval === 'pending') throw new ConflictError(PLACEMENT_NOT_APPROVED);
}

/** One step of a review item's history: who moved it to which status, when, and what they said. */
export const reviewStepSchema = <S extends readonly [string, ...string[]]>(statuses: S) =>
  z.object({
    status: z.enum(statuses),
    at: z.string(),
    by: z.object({ id: z.string(), role: z.string() }).nullable(),
    comment: z.string().optional(),
  });

/** What a review item shows of its student and internship (the lists of every role read these). */
export const placementStudentSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  studentId: z.string(),
  email: z.string(),
});
export type PlacementStudent = z.infer<typeof placementStudentSchema>;

export const placementInternshipSchema = z.object({ _id: z.string(), title: z.string(), company: z.string() });
export type PlacementInternship = z.infer<typeof placementInternshipSchema>;

/** The review comment of a decision: optional for a positive one, required (with this message) otherwise. */
export const REVIEW_COMMENT_MAX = 2000;

/** A reviewer's decision: one of `decisions` (any other value fails with `error`) and an optional comment. */
export const reviewBodySchema = <D extends readonly [string, ...string[]]>(decisions: D, error: string) =>
  z.object({
    status: z.enum(decisions, { error }),
    comment: z
      .string()
      .trim()
      .max(REVIEW_COMMENT_MAX, `Comment must be at most ${REVIEW_COMMENT_MAX} characters`)
      .optional(),
  });

/** The calendar date `days` after `date` (both `YYYY-MM-DD`, UTC). */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

type ReviewStep = { status: string; at: string; by: { id: string; role: string } | null; comment?: string };
type ReviewItem = { status: string; statusHistory: ReviewStep[]; updatedAt: string };

/**
 * A review item moved to `status` by `by` at `at` (with the comment, if any) and `patch` applied: the projector's
 * write, and the api's answer when the projector is past its bound.
 */
export function withStep<T extends ReviewItem>(
  item: T,
  step: { status: T['status']; at: string; by: ReviewStep['by']; comment?: string | undefined },
  patch: Partial<T> = {},
): T {
  const { status, at, by, comment } = step;
  return {
    ...item,
    ...patch,
    status,
    statusHistory: [...item.statusHistory, { status, at, by, ...(comment ? { comment } : {}) }],
    updatedAt: at,
  };
}
