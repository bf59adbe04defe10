/**
 * The student's evaluation of a placement over HTTP (issue 17 item 6): the student submits it once the internship's
 * end date is reached and reads their own; their university reads them per student; admins read every employer's
 * averages; an employer reads its own averages only from `EMPLOYER_AGGREGATE_MINIMUM` evaluations on, and otherwise
 * only that there are not enough yet — never a single student's ratings or comment.
 */
import { z } from 'zod';
import { NotFoundError } from '@stint/shared';
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import {
  averagesOf,
  EMPLOYER_AGGREGATE_MINIMUM,
  PLACEMENT_NOT_FOUND,
} from '@stint/shared/placement-evaluations/placement-evaluations.constants';
import { placementEvaluationDecider } from '@stint/shared/placement-evaluations/placement-evaluations.decider';
import {
  employerRatingsCollection,
  meanOf,
  placementEvaluationsCollection,
  type EmployerRatingsDocument,
  type PlacementEvaluationDocument,
} from '@stint/shared/placement-evaluations/placement-evaluations.read-models';
import {
  employerRatingsListSchema,
  evaluatePlacementBodySchema,
  ownEmployerRatingsSchema,
  placementEvaluationListSchema,
  placementEvaluationSchema,
} from '@stint/shared/placement-evaluations/placement-evaluations.schemas';
import { placementEvaluationStream } from '@stint/shared/placement-evaluations/placement-evaluations.streams';
import { STUDENT_NOT_FOUND } from '@stint/shared/university/university.schemas';
import { defineRoute, Reply } from '../http/route';
import type { ApiDeps } from '../platform/api-deps';
import { loadPlacement, sealFor } from '../placements/placements.store';
import { approvedUniversity, findOwnStudent } from '../university/university.store';

type Stores = Pick<ApiDeps, 'platform'>;

/** No screen pages these lists; a student has a handful of placements, the admin's table one row per employer. */
const LIST_MAX = 1000;

const evaluationsOf = (deps: Stores) =>
  deps.platform.readStore.collection<PlacementEvaluationDocument>(placementEvaluationsCollection);
const totalsOf = (deps: Stores) =>
  deps.platform.readStore.collection<EmployerRatingsDocument>(employerRatingsCollection);
const newestFirst = { sort: { createdAt: -1 as const, _id: 1 as const }, limit: LIST_MAX };

export const evaluatePlacementRoute = defineRoute({
  method: 'post',
  path: '/placement-evaluations',
  summary: 'Evaluate your placement (five ratings and a comment), once, from its end date on',
  tags: ['placement-evaluations'],
  access: ['student'],
  body: evaluatePlacementBodySchema,
  response: z.object({ evaluation: placementEvaluationSchema }),
  status: 201,
  errors: [404, 409],
  async handler({ body, actor, deps, command, settle }) {
    const loaded = await loadPlacement(deps, body.internship, actor.id);
    if (!loaded) throw new NotFoundError(PLACEMENT_NOT_FOUND);
    const context = command();
    const { applicationId } = loaded.placement;
    const result = await handleCommand(
      deps.platform.eventStore,
      placementEvaluationStream(applicationId),
      placementEvaluationDecider,
      {
        type: 'EvaluatePlacement',
        studentId: actor.id,
        placement: loaded.placement,
        endDate: loaded.dates.endDate,
        today: context.at,
        ratings: body.ratings,
        comment: await sealFor(deps, actor.id, body.comment),
      },
      context,
    );
    await settle(result);
    // The read model once the projector wrote it, else (past its bound) the evaluation as the command recorded it.
    const evaluation = (await evaluationsOf(deps).get(applicationId)) ?? {
      _id: applicationId,
      applicationId,
      studentId: actor.id,
      internship: loaded.internship,
      ratings: body.ratings,
      average: meanOf(body.ratings),
      comment: body.comment,
      evaluatedOn: context.at.slice(0, 10),
      createdAt: context.at,
    };
    return new Reply({ evaluation }, { message: 'Thank you — your evaluation was submitted' });
  },
});

export const listOwnPlacementEvaluationsRoute = defineRoute({
  method: 'get',
  path: '/placement-evaluations/mine',
  summary: 'Your evaluations of your placements, newest first',
  tags: ['placement-evaluations'],
  access: ['student'],
  response: placementEvaluationListSchema,
  async handler({ actor, deps }) {
    return { evaluations: await evaluationsOf(deps).find({ studentId: actor.id }, newestFirst) };
  },
});

export const listStudentPlacementEvaluationsRoute = defineRoute({
  method: 'get',
  path: '/placement-evaluations/students/:id',
  summary: "One of your students' evaluations of their placements, newest first",
  tags: ['placement-evaluations'],
  access: ['university'],
  params: z.object({ id: z.uuid(STUDENT_NOT_FOUND) }),
  response: placementEvaluationListSchema,
  async handler({ params, actor, deps }) {
    await approvedUniversity(deps, actor);
    const student = await findOwnStudent(deps, actor.id, params.id);
    return { evaluations: await evaluationsOf(deps).find({ studentId: student._id }, newestFirst) };
  },
});

export const listEmployerPlacementRatingsRoute = defineRoute({
  method: 'get',
  path: '/placement-evaluations/employers',
  summary: "Every employer's average ratings from students' placement evaluations, by company",
  tags: ['placement-evaluations'],
  access: ['admin'],
  response: employerRatingsListSchema,
  async handler({ deps }) {
    const totals = await totalsOf(deps).find({}, { sort: { company: 1, _id: 1 }, limit: LIST_MAX });
    return {
      employers: totals.map((total) => ({
        employerId: total.employerId,
        company: total.company,
        count: total.count,
        averages: averagesOf(total),
      })),
    };
  },
});

export const getOwnPlacementRatingsRoute = defineRoute({
  method: 'get',
  path: '/placement-evaluations/employer',
  summary: `Your average ratings from students' placement evaluations, once there are ${EMPLOYER_AGGREGATE_MINIMUM} or more`,
  tags: ['placement-evaluations'],
  access: ['employer'],
  response: ownEmployerRatingsSchema,
  async handler({ actor, deps }) {
    const total = await totalsOf(deps).get(actor.id);
    // Below the minimum the averages could tell a single student's ratings apart: say only that there are too few.
    if (!total || total.count < EMPLOYER_AGGREGATE_MINIMUM) {
      return { enough: false as const, minimum: EMPLOYER_AGGREGATE_MINIMUM };
    }
    return { enough: true as const, count: total.count, averages: averagesOf(total) };
  },
});
