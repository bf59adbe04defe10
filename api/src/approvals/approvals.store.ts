/**
 * How the approval routes (and the logbook and report routes, through `loadPlacement`) read a placement's approval
 * from the log: whether the student's university required it when the application was accepted
 * (`isApprovalRequiredAt`: the setting's last change before the acceptance, by position), and how far its learning
 * agreement has got. The read model only finds ids and answers reads; every rule reads the streams.
 */
import { NotFoundError, type Actor } from '@stint/shared';
import { usersCollection, type UserDocument } from '@stint/shared/accounts/accounts.read-models';
import { applicationsCollection, type ApplicationDocument } from '@stint/shared/applications/applications.read-models';
import { isApprovalRequiredAt } from '@stint/shared/approvals/approval-requirement';
import type { ApprovalCommand } from '@stint/shared/approvals/approvals.commands';
import { APPROVAL_NOT_FOUND } from '@stint/shared/approvals/approvals.constants';
import {
  approvalSettingDecider,
  placementApprovalDecider,
  type PlacementApprovalState,
} from '@stint/shared/approvals/approvals.decider';
import { approvalEventSchemas, type LearningAgreement } from '@stint/shared/approvals/approvals.events';
import {
  evolveApprovalDocument,
  placementApprovalsCollection,
  type PlacementApprovalDocument,
} from '@stint/shared/approvals/approvals.read-models';
import { approvalSettingsStream, placementApprovalStream } from '@stint/shared/approvals/approvals.streams';
import { fold } from '@stint/shared/decider';
import { handleCommand, toDomainEvents, type CommandContext } from '@stint/shared/infra/commands/handle-command';
import type { ApiDeps } from '../platform/api-deps';

type Stores = Pick<ApiDeps, 'platform'>;

export const approvalsOf = (deps: Stores) =>
  deps.platform.readStore.collection<PlacementApprovalDocument>(placementApprovalsCollection);

/** The university a student picked at registration (fixed), or null. */
export async function universityOf(deps: Stores, studentId: string): Promise<string | null> {
  const user = await deps.platform.readStore.collection<UserDocument>(usersCollection).get(studentId);
  return user?.universityId ?? null;
}

/** The university's setting now, from its stream (off until it is first turned on). */
export async function currentApprovalSetting(deps: Stores, universityId: string): Promise<boolean> {
  const recorded = await deps.platform.eventStore.readStream(approvalSettingsStream(universityId));
  return fold(approvalSettingDecider, toDomainEvents(recorded, approvalSettingDecider.eventSchemas)).isRequired;
}

/** Whether `universityId` required approval for an application accepted at position `acceptedAt`. */
export async function isApprovalRequiredFor(deps: Stores, universityId: string, acceptedAt: bigint): Promise<boolean> {
  const recorded = await deps.platform.eventStore.readStream(approvalSettingsStream(universityId));
  const settings = recorded.flatMap((event) => {
    const parsed = approvalEventSchemas.PlacementApprovalSettingChanged.safeParse(event.data);
    return parsed.success ? [{ position: event.position, isRequired: parsed.data.isRequired }] : [];
  });
  return isApprovalRequiredAt(settings, acceptedAt);
}

/** The placement's learning agreement as its stream has it. */
export async function approvalStateOf(deps: Stores, applicationId: string): Promise<PlacementApprovalState> {
  const recorded = await deps.platform.eventStore.readStream(placementApprovalStream(applicationId));
  return fold(placementApprovalDecider, toDomainEvents(recorded, placementApprovalDecider.eventSchemas));
}

export const commandApproval = (
  deps: Stores,
  applicationId: string,
  command: ApprovalCommand,
  context: CommandContext,
) =>
  handleCommand(
    deps.platform.eventStore,
    placementApprovalStream(applicationId),
    placementApprovalDecider,
    command,
    context,
  );

/** Who may read a placement's approval: its student, its employer, and the student's university. */
export function canSeeApproval(actor: Actor, approval: PlacementApprovalDocument): boolean {
  if (actor.role === 'student') return approval.studentId === actor.id;
  if (actor.role === 'employer') return approval.employerId === actor.id;
  return actor.role === 'university' && approval.universityId === actor.id;
}

/** The application as the read model has it (to find its internship), or a 404 for anyone but its student and employer. */
export async function findOwnApplication(deps: Stores, actor: Actor, applicationId: string) {
  const application = await deps.platform.readStore
    .collection<ApplicationDocument>(applicationsCollection)
    .get(applicationId);
  const isOwn =
    application &&
    ((actor.role === 'student' && application.studentId === actor.id) ||
      (actor.role === 'employer' && application.employerId === actor.id));
  if (!application || !isOwn) throw new NotFoundError(APPROVAL_NOT_FOUND);
  return application;
}

/**
 * The approval a command answers with: the read model once it shows the command's round and status, else (the
 * projector is past its bound) the document as it was with the recorded events applied, so the answer reflects the
 * command.
 */
export async function approvalAfter(
  deps: Stores,
  before: PlacementApprovalDocument,
  result: { events: { type: string; data: unknown }[] },
  context: CommandContext,
  opened?: LearningAgreement,
): Promise<PlacementApprovalDocument> {
  let expected = before;
  for (const event of result.events) expected = evolveApprovalDocument(expected, event, context.at, opened);
  const found = await approvalsOf(deps).get(before._id);
  if (found && found.round === expected.round && found.status === expected.status) return found;
  return expected;
}
