/**
 * Reading placement approvals (issue 17 item 4): `GET /approvals` lists the caller's — a student's own, an employer's
 * interns', an approved university's students' (its queue: waiting on it first) — and `GET /approvals/:id` one
 * placement's, to its student, its employer and the student's university. A placement that needs no approval answers
 * `approval: null` to its student and employer; anyone else's is a 404.
 */
import { z } from 'zod';
import { NotFoundError } from '@stint/shared';
import { APPROVAL_NOT_FOUND, approvalStatuses } from '@stint/shared/approvals/approvals.constants';
import type { PlacementApprovalDocument } from '@stint/shared/approvals/approvals.read-models';
import { approvalQueueSchema, placementApprovalResponseSchema } from '@stint/shared/approvals/approvals.schemas';
import type { Filter } from '@stint/shared/infra/read-store/read-store.port';
import { defineRoute } from '../http/route';
import { approvedUniversity } from '../university/university.store';
import { approvalsOf, canSeeApproval, findOwnApplication } from './approvals.store';

export const approvalParamsSchema = z.object({ id: z.uuid(APPROVAL_NOT_FOUND) });

/** The most a list answers: a university's queue of its students' placements (waiting on it first, then newest change first). */
const LIST_MAX = 200;

/** What waits on the university comes first in its queue. */
const QUEUE_ORDER: Record<PlacementApprovalDocument['status'], number> = {
  confirmed: 0,
  submitted: 1,
  'changes-requested': 2,
  'awaiting-agreement': 3,
  approved: 4,
};
const QUEUE = (Object.keys(QUEUE_ORDER) as PlacementApprovalDocument['status'][]).sort(
  (a, b) => QUEUE_ORDER[a] - QUEUE_ORDER[b],
);

export const listApprovalsRoute = defineRoute({
  method: 'get',
  path: '/approvals',
  summary: "Placement approvals: a student's own, an employer's interns', a university's students' (its queue)",
  tags: ['approvals'],
  access: ['student', 'employer', 'university'],
  query: z.object({
    status: z.enum(approvalStatuses, { error: 'Unknown status' }).optional(),
  }),
  response: approvalQueueSchema,
  async handler({ actor, deps, query }) {
    let filter: Filter;
    if (actor.role === 'university') {
      await approvedUniversity(deps, actor);
      filter = { universityId: actor.id };
    } else {
      filter = actor.role === 'student' ? { studentId: actor.id } : { employerId: actor.id };
    }
    // Status by status in queue order, so what waits on the university is never cut off by newer, settled ones.
    const approvals: PlacementApprovalDocument[] = [];
    for (const status of QUEUE) {
      if ((query.status && status !== query.status) || approvals.length >= LIST_MAX) continue;
      approvals.push(
        ...(await approvalsOf(deps).find(
          { ...filter, status },
          { sort: { updatedAt: -1, _id: 1 }, limit: LIST_MAX - approvals.length },
        )),
      );
    }
    return { approvals };
  },
});

export const getApprovalRoute = defineRoute({
  method: 'get',
  path: '/approvals/:id',
  summary: "A placement's approval and learning agreement, with every round (null when it needs no approval)",
  tags: ['approvals'],
  access: ['student', 'employer', 'university'],
  params: approvalParamsSchema,
  response: placementApprovalResponseSchema,
  async handler({ actor, deps, params }) {
    if (actor.role === 'university') await approvedUniversity(deps, actor);
    const approval = await approvalsOf(deps).get(params.id);
    if (approval) {
      if (!canSeeApproval(actor, approval)) throw new NotFoundError(APPROVAL_NOT_FOUND);
      return { approval };
    }
    // No approval: the application's student and employer learn it needs none; to anyone else it does not exist.
    if (actor.role === 'university') throw new NotFoundError(APPROVAL_NOT_FOUND);
    await findOwnApplication(deps, actor, params.id);
    return { approval: null };
  },
});
