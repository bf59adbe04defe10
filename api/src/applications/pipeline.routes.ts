/**
 * The employer's pipeline (issue 17): every application to the employer's internships, or one internship's, sorted
 * and filtered in the store and paged; and moves between stages, one command per application on its internship's
 * stream, each answered on its own, so a bulk action that partly succeeds says which moved and why the rest did not.
 */
import { ConcurrencyError } from '@stint/shared/infra/event-store/event-store.port';
import { DomainError, type Actor } from '@stint/shared';
import type { CommandContext } from '@stint/shared/infra/commands/handle-command';
import { z } from 'zod';
import {
  applicationSchema,
  moveApplicationBodySchema,
  moveApplicationsBodySchema,
  moveApplicationsResultSchema,
  pipelinePageSchema,
  pipelineQuerySchema,
  type MoveResult,
  type PipelineQuery,
} from '@stint/shared/applications/applications.schemas';
import {
  STAGE_LABELS,
  type ApplicationStage,
  type MovableStage,
} from '@stint/shared/applications/applications.constants';
import type { Filter, SortSpec } from '@stint/shared/infra/read-store/read-store.port';
import { defineRoute, Reply } from '../http/route';
import type { ApiDeps } from '../platform/api-deps';
import { findPage } from '../platform/read-queries';
import type { Appended } from '../live/consistency';
import { allOf, searchFilter } from '../admin/admin.store';
import {
  applicationAfterChange,
  applicationParamsSchema,
  applicationsOf,
  commandInternship,
  findOwnInternship,
  findVisibleApplication,
} from './applications.store';

const SEARCH_FIELDS = ['student.firstName', 'student.lastName', 'student.email', 'internship.title'];

/** The store's sort for each column; the applied date breaks ties, so equal names or stages keep a stable order. */
function pipelineSort({ sort, order }: PipelineQuery): SortSpec {
  const direction = order === 'asc' ? 1 : -1;
  switch (sort) {
    case 'appliedDate':
      return { appliedDate: direction };
    case 'name':
      return { 'student.lastName': direction, 'student.firstName': direction, appliedDate: -1 };
    case 'stage':
      return { stageOrder: direction, appliedDate: -1 };
    case 'gpa':
      // A GPA the student did not share is null, which sorts below every number.
      return { gpa: direction, appliedDate: -1 };
  }
}

export const listPipelineRoute = defineRoute({
  method: 'get',
  path: '/applications/pipeline',
  summary: 'Applications to your internships (or one of them), sorted, filtered by stage and text, and paged',
  tags: ['applications'],
  access: ['employer'],
  query: pipelineQuerySchema,
  response: pipelinePageSchema,
  // An `internshipId` that is not the employer's.
  errors: [404],
  async handler({ query, actor, deps }) {
    if (query.internshipId) await findOwnInternship(deps, actor, query.internshipId);
    const filters: Filter[] = [
      { employerId: actor.id },
      ...(query.internshipId ? [{ internshipId: query.internshipId }] : []),
      ...(query.stage ? [{ stage: query.stage }] : []),
      ...searchFilter(query.search, SEARCH_FIELDS),
    ];
    const { items, pagination } = await findPage(applicationsOf(deps), allOf(filters), query, pipelineSort(query));
    return { applications: items, pagination };
  },
});

export const moveApplicationRoute = defineRoute({
  method: 'patch',
  path: '/applications/:id/stage',
  summary: 'Move an application to one of your internships to a stage, from the stage you saw (409 if it has moved)',
  tags: ['applications'],
  access: ['employer'],
  params: applicationParamsSchema,
  body: moveApplicationBodySchema,
  response: z.object({ application: applicationSchema }),
  async handler({ params, body, actor, deps, command, settle }) {
    const { result, application } = await moveApplication(
      deps,
      actor,
      { ...body, applicationId: params.id },
      command(),
    );
    await settle(result);
    return new Reply({ application }, { message: `Application moved to ${STAGE_LABELS[application.stage]}` });
  },
});

export const moveApplicationsRoute = defineRoute({
  method: 'post',
  path: '/applications/moves',
  summary: 'Move applications to your internships to a stage, each from the stage you saw; answered per application',
  tags: ['applications'],
  access: ['employer'],
  body: moveApplicationsBodySchema,
  response: moveApplicationsResultSchema,
  async handler({ body, actor, deps, command, settle }) {
    const context = command();
    const results: MoveResult[] = [];
    const appended: Appended[] = [];
    // One after another: moves to the same internship would otherwise race for its stream's revision.
    for (const move of body.moves) {
      try {
        const itemContext = { ...context, commandId: `${context.commandId}:${move.applicationId}` };
        const { result, application: after } = await moveApplication(
          deps,
          actor,
          { ...move, ...(body.note ? { note: body.note } : {}) },
          itemContext,
        );
        appended.push(result);
        results.push({ applicationId: move.applicationId, outcome: 'moved', status: after.status, stage: after.stage });
      } catch (error) {
        // A refusal is this application's answer; anything else (a store outage) is the request's.
        if (!(error instanceof DomainError || error instanceof ConcurrencyError)) throw error;
        const message =
          error instanceof ConcurrencyError
            ? 'This application changed while moving it; reload and try again'
            : error.message;
        results.push({ applicationId: move.applicationId, outcome: 'refused', message });
      }
    }
    await settle(...appended);
    return { results };
  },
});

/**
 * One application moved from the stage its caller saw (`MoveApplication` on its internship's stream), and the
 * application as the move left it.
 */
async function moveApplication(
  deps: Pick<ApiDeps, 'platform'>,
  actor: Actor,
  move: { applicationId: string; from: ApplicationStage; to: MovableStage; note?: string | undefined },
  context: CommandContext,
) {
  const before = await findVisibleApplication(deps, actor, move.applicationId);
  const result = await commandInternship(
    deps,
    before.internshipId,
    {
      type: 'MoveApplication',
      applicationId: before._id,
      employerId: actor.id,
      from: move.from,
      to: move.to,
      ...(move.note ? { note: move.note } : {}),
    },
    context,
  );
  return { result, application: await applicationAfterChange(deps, before, result, context) };
}
