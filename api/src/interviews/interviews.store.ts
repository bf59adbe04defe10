/**
 * What the interview routes share: who may see an application's interview (its student and the internship's
 * employer; for anyone else it does not exist), the command path on its stream, and how a document becomes the
 * answer's shape with both parties' names and the internship's title.
 */
import { ConflictError, NotFoundError, type Actor } from '@stint/shared';
import { DELETED_USER_NAME, usersCollection, type UserDocument } from '@stint/shared/accounts/accounts.read-models';
import { applicationsCollection, type ApplicationDocument } from '@stint/shared/applications/applications.read-models';
import { stageOrder } from '@stint/shared/applications/applications.constants';
import { handleCommand, type CommandContext } from '@stint/shared/infra/commands/handle-command';
import { ConcurrencyError } from '@stint/shared/infra/event-store/event-store.port';
import type { InterviewCommand } from '@stint/shared/interviews/interviews.commands';
import { INTERVIEW_NOT_FOUND_MESSAGE } from '@stint/shared/interviews/interviews.constants';
import { interviewDecider } from '@stint/shared/interviews/interviews.decider';
import { interviewsCollection, type InterviewDocument } from '@stint/shared/interviews/interviews.read-models';
import type { Interview } from '@stint/shared/interviews/interviews.schemas';
import { interviewStream } from '@stint/shared/interviews/interviews.streams';
import type { ApiDeps } from '../platform/api-deps';
import { commandInternship } from '../applications/applications.store';
import type { Appended } from '../live/consistency';

type Stores = Pick<ApiDeps, 'platform'>;

export const interviewsOf = (deps: Stores) =>
  deps.platform.readStore.collection<InterviewDocument>(interviewsCollection);
const usersOf = (deps: Stores) => deps.platform.readStore.collection<UserDocument>(usersCollection);

/** The application of an interview the caller takes part in (its student or the internship's employer), else a 404. */
export async function findOwnApplication(deps: Stores, actor: Actor, applicationId: string) {
  const application = await deps.platform.readStore
    .collection<ApplicationDocument>(applicationsCollection)
    .get(applicationId);
  const mine =
    application !== null &&
    ((actor.role === 'student' && application.studentId === actor.id) ||
      (actor.role === 'employer' && application.employerId === actor.id));
  if (!mine) throw new NotFoundError(INTERVIEW_NOT_FOUND_MESSAGE);
  return application;
}

/** An interview is only proposed on an application still under review. */
export function assertOpenApplication(application: ApplicationDocument): void {
  if (application.status !== 'pending' && application.status !== 'reviewing') {
    throw new ConflictError(`This application is ${application.status}; an interview can no longer be arranged`);
  }
}

export const commandInterview = (
  deps: Stores,
  applicationId: string,
  command: InterviewCommand,
  context: CommandContext,
) => handleCommand(deps.platform.eventStore, interviewStream(applicationId), interviewDecider, command, context);

/**
 * Proposing moves an application that is earlier in the pipeline (new, shortlisted) to the `interview` stage, as the
 * employer would by hand; one already at `interview` or beyond stays where it is. A move that lost a race (the
 * application moved meanwhile) is left to the employer: the interview stands either way.
 */
export async function moveToInterviewStage(
  deps: Stores,
  application: ApplicationDocument,
  context: CommandContext,
): Promise<Appended | null> {
  if (stageOrder(application.stage) >= stageOrder('interview')) return null;
  try {
    const result = await commandInternship(
      deps,
      application.internshipId,
      {
        type: 'MoveApplication',
        applicationId: application._id,
        employerId: application.employerId,
        from: application.stage,
        to: 'interview',
      },
      { ...context, commandId: `${context.commandId}:interview-stage` },
    );
    return result;
  } catch (error) {
    if (error instanceof ConflictError || error instanceof ConcurrencyError) return null;
    throw error;
  }
}

const nameOf = (user: UserDocument | undefined) => {
  if (!user) return DELETED_USER_NAME;
  if (user.role === 'employer' && user.companyName) return user.companyName;
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || DELETED_USER_NAME;
};

/** The documents as the routes answer them, with names and titles joined. */
export async function toInterviews(deps: Stores, documents: InterviewDocument[]): Promise<Interview[]> {
  const ids = [...new Set(documents.flatMap((doc) => [doc.studentId, doc.employerId]))];
  const users = new Map((await usersOf(deps).getMany(ids)).map((user) => [user._id, user]));
  const applications = new Map(
    (
      await deps.platform.readStore
        .collection<ApplicationDocument>(applicationsCollection)
        .getMany(documents.map((doc) => doc._id))
    ).map((application) => [application._id, application]),
  );
  return documents.map((doc) => ({
    applicationId: doc._id,
    interviewId: doc.interviewId,
    internship: { _id: doc.internshipId, title: applications.get(doc._id)?.internship.title ?? '' },
    status: doc.status,
    timeZone: doc.timeZone,
    slots: doc.slots,
    picked: doc.picked,
    student: { _id: doc.studentId, name: nameOf(users.get(doc.studentId)) },
    employer: { _id: doc.employerId, name: nameOf(users.get(doc.employerId)) },
    cancelledBy: doc.cancelledBy,
    updatedAt: doc.updatedAt,
  }));
}
