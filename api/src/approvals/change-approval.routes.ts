/**
 * Moving a placement's approval on (issue 17 item 4): the student submits the learning agreement
 * (`PUT /approvals/:id/agreement`), the employer confirms it (`POST /approvals/:id/confirm`), the student's
 * university approves it or asks for changes with a comment (`POST /approvals/:id/decision`), which sends it back to
 * the student. Each names the round its caller saw: a step on a stale view is a 409, someone else's placement a 404.
 */
import { z } from 'zod';
import { NotFoundError, type Actor } from '@stint/shared';
import { APPROVAL_NOT_FOUND } from '@stint/shared/approvals/approvals.constants';
import { newApprovalDocument, type PlacementApprovalDocument } from '@stint/shared/approvals/approvals.read-models';
import {
  approvalDecisionBodySchema,
  confirmAgreementBodySchema,
  learningAgreementBodySchema,
  placementApprovalSchema,
} from '@stint/shared/approvals/approvals.schemas';
import { defineRoute, Reply } from '../http/route';
import type { ApiDeps } from '../platform/api-deps';
import { loadPlacement, placementStudent, sealFor } from '../placements/placements.store';
import { approvedUniversity } from '../university/university.store';
import { approvalParamsSchema } from './approval-queries.routes';
import { approvalAfter, approvalsOf, canSeeApproval, commandApproval, findOwnApplication } from './approvals.store';

const response = z.object({ approval: placementApprovalSchema });

/**
 * The approval the caller may act on, or a 404: one they may not see, or whose placement the log no longer has as
 * accepted (the queue may not have caught up yet with the student's withdrawal).
 */
async function findVisibleApproval(deps: Pick<ApiDeps, 'platform'>, actor: Actor, id: string) {
  const approval = await approvalsOf(deps).get(id);
  if (!approval || !canSeeApproval(actor, approval)) throw new NotFoundError(APPROVAL_NOT_FOUND);
  const placed = await loadPlacement(deps, approval.internshipId, approval.studentId);
  if (placed?.placement.applicationStatus !== 'accepted') throw new NotFoundError(APPROVAL_NOT_FOUND);
  return approval;
}

export const submitLearningAgreementRoute = defineRoute({
  method: 'put',
  path: '/approvals/:id/agreement',
  summary: 'Submit the learning agreement of your placement (again, after the university asked for changes)',
  tags: ['approvals'],
  access: ['student'],
  params: approvalParamsSchema,
  body: learningAgreementBodySchema,
  response,
  async handler({ actor, deps, params, body, command, settle }) {
    const application = await findOwnApplication(deps, actor, params.id);
    const loaded = await loadPlacement(deps, application.internshipId, actor.id);
    if (!loaded) throw new NotFoundError(APPROVAL_NOT_FOUND);
    const context = command();
    const { placement } = loaded;
    const { universityId, isRequired } = loaded.approval;
    const before: PlacementApprovalDocument =
      (await approvalsOf(deps).get(params.id)) ??
      newApprovalDocument(
        { ...placement, universityId: universityId ?? '' },
        { internship: loaded.internship, student: await placementStudent(deps, actor.id) },
        context.at,
      );
    const { round, ...agreement } = body;
    const result = await commandApproval(
      deps,
      params.id,
      {
        type: 'SubmitLearningAgreement',
        studentId: actor.id,
        placement: { ...placement, universityId, isApprovalRequired: isRequired },
        // What the student wrote, and their supervisor's contact, sealed with the student's key.
        agreement: await sealFor(deps, actor.id, agreement),
        round,
      },
      context,
    );
    await settle(result);
    const approval = await approvalAfter(deps, before, result, context, agreement);
    return new Reply({ approval }, { message: 'Learning agreement submitted to your employer' });
  },
});

export const confirmLearningAgreementRoute = defineRoute({
  method: 'post',
  path: '/approvals/:id/confirm',
  summary: "Confirm your intern's learning agreement (it then goes to their university)",
  tags: ['approvals'],
  access: ['employer'],
  params: approvalParamsSchema,
  body: confirmAgreementBodySchema,
  response,
  async handler({ actor, deps, params, body, command, settle }) {
    const before = await findVisibleApproval(deps, actor, params.id);
    const context = command();
    const result = await commandApproval(
      deps,
      params.id,
      { type: 'ConfirmLearningAgreement', employerId: actor.id, round: body.round },
      context,
    );
    await settle(result);
    const approval = await approvalAfter(deps, before, result, context);
    return new Reply({ approval }, { message: 'Learning agreement confirmed' });
  },
});

export const decidePlacementApprovalRoute = defineRoute({
  method: 'post',
  path: '/approvals/:id/decision',
  summary: "Approve your student's placement, or ask for changes to its learning agreement (comment required)",
  tags: ['approvals'],
  access: ['university'],
  params: approvalParamsSchema,
  body: approvalDecisionBodySchema,
  response,
  async handler({ actor, deps, params, body, command, settle }) {
    await approvedUniversity(deps, actor);
    const before = await findVisibleApproval(deps, actor, params.id);
    const context = command();
    const result = await commandApproval(
      deps,
      params.id,
      {
        type: 'DecidePlacementApproval',
        universityId: actor.id,
        decision: body.decision,
        round: body.round,
        ...(body.comment === undefined ? {} : { comment: body.comment }),
      },
      context,
    );
    await settle(result);
    const approval = await approvalAfter(deps, before, result, context);
    const message = body.decision === 'approved' ? 'Placement approved' : 'Changes requested from the student';
    return new Reply({ approval }, { message });
  },
});
