/** How the applications routes find applications, decide who may see one, and command the internship stream. */
import { z } from 'zod';
import { NotFoundError, type Actor } from '@stint/shared';
import { usersCollection, type UserDocument } from '@stint/shared/accounts/accounts.read-models';
import {
  applicationInternshipsCollection,
  applicationsCollection,
  type ApplicationDocument,
  evolveApplicationDocument,
  type ApplicationInternshipDocument,
} from '@stint/shared/applications/applications.read-models';
import type { InternshipEvent } from '@stint/shared/internships/internships.events';
import type { CommandContext, CommandResult } from '@stint/shared/infra/commands/handle-command';
import type { ApiDeps } from '../platform/api-deps';

type Stores = Pick<ApiDeps, 'platform'>;

/** Lists answer at most this many applications (no screen pages them; newest first). */
export const APPLICATION_LIST_MAX = 1000;

export const applicationParamsSchema = z.object({ id: z.uuid('Application not found') });

export const applicationsOf = (deps: Stores) =>
  deps.platform.readStore.collection<ApplicationDocument>(applicationsCollection);

export const internshipsOf = (deps: Stores) =>
  deps.platform.readStore.collection<ApplicationInternshipDocument>(applicationInternshipsCollection);

export const usersOf = (deps: Stores) => deps.platform.readStore.collection<UserDocument>(usersCollection);

/** The student who applied and the employer who owns the internship; for anyone else it does not exist. */
export function canSee(actor: Actor, application: ApplicationDocument): boolean {
  if (actor.role === 'student') return application.studentId === actor.id;
  if (actor.role === 'employer') return application.employerId === actor.id;
  return false;
}

export async function findVisibleApplication(deps: Stores, actor: Actor, id: string): Promise<ApplicationDocument> {
  const application = await applicationsOf(deps).get(id);
  if (!application || !canSee(actor, application)) throw new NotFoundError('Application not found');
  return application;
}

/** An internship the employer owns (the applications' own lookup of it), else a 404. */
export async function findOwnInternship(
  deps: Stores,
  actor: Actor,
  internshipId: string,
): Promise<ApplicationInternshipDocument> {
  const internship = await internshipsOf(deps).get(internshipId);
  if (!internship || internship.employerId !== actor.id) throw new NotFoundError('Internship not found');
  return internship;
}

/**
 * The application after a status or stage change: the read model once it shows the change, else (the projector is
 * past its bound) the document as it was with the changes applied as the projector applies them, so the answer
 * always reflects the command.
 */
export async function applicationAfterChange(
  deps: Stores,
  before: ApplicationDocument,
  result: CommandResult<InternshipEvent>,
  context: CommandContext,
): Promise<ApplicationDocument> {
  const after = await applicationsOf(deps).get(before._id);
  let expected: ApplicationDocument | null = null;
  for (const event of result.events) {
    if (event.type !== 'ApplicationStatusChanged' && event.type !== 'ApplicationStageChanged') continue;
    expected =
      evolveApplicationDocument(expected ?? before, event, { at: context.at, actor: context.actor }) ?? expected;
  }
  if (!expected || (after && after.status === expected.status && after.stage === expected.stage)) {
    return after ?? before;
  }
  return expected;
}

// Applications are decided on the internship's stream: one command path for both slices.
export { commandInternship } from '../internships/internships.store';
