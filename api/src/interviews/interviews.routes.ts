/**
 * Interviews over HTTP (issue 17 item 3): the internship's employer proposes and reschedules time slots, the
 * application's student picks one, either cancels; each side lists its upcoming interviews. For anyone else an
 * application's interview does not exist (404).
 */
import { z } from 'zod';
import { NotFoundError, type Role } from '@stint/shared';
import { deterministicId } from '@stint/shared/infra/commands/event-ids';
import { INTERVIEW_NOT_FOUND_MESSAGE } from '@stint/shared/interviews/interviews.constants';
import {
  interviewSchema,
  pickInterviewSlotBodySchema,
  proposeInterviewBodySchema,
  upcomingInterviewsSchema,
  type Interview,
  type ProposeInterviewBody,
} from '@stint/shared/interviews/interviews.schemas';
import type { InterviewCommand, ProposedSlot } from '@stint/shared/interviews/interviews.commands';
import type { CommandContext } from '@stint/shared/infra/commands/handle-command';
import { applicationParamsSchema } from '../applications/applications.store';
import { defineRoute, Reply, type RouteContext } from '../http/route';
import type { ApiDeps } from '../platform/api-deps';
import {
  assertOpenApplication,
  commandInterview,
  findOwnApplication,
  interviewsOf,
  moveToInterviewStage,
  toInterviews,
} from './interviews.store';

const answer = z.object({ interview: interviewSchema });

/** The slots with ids derived from the command, so a retry under the same key proposes the same ids. */
const slotsOf = (body: ProposeInterviewBody, context: CommandContext): ProposedSlot[] =>
  body.slots.map((slot, index) => ({
    slotId: deterministicId('slot', context.commandId, String(index)),
    start: slot.start,
    end: slot.end,
  }));

/** The application's interview as the projection shows it, or null while none was proposed. */
async function interviewOf(deps: ApiDeps, applicationId: string): Promise<Interview | null> {
  const document = await interviewsOf(deps).get(applicationId);
  if (!document) return null;
  const [interview] = await toInterviews(deps, [document]);
  return interview!;
}

/** The interview a step just changed, as the projection shows it once it has caught up. */
async function currentInterview(deps: ApiDeps, applicationId: string): Promise<Interview> {
  const interview = await interviewOf(deps, applicationId);
  if (!interview) throw new NotFoundError(INTERVIEW_NOT_FOUND_MESSAGE);
  return interview;
}

/**
 * A step on an application's interview by one of its two sides (reschedule, pick, cancel): the caller's access
 * checked, the command decided on the interview's stream, and the interview as the projection shows it after.
 */
async function stepInterview(
  {
    params,
    actor,
    deps,
    command,
    settle,
  }: Pick<RouteContext<{ id: string }, unknown, unknown, Role[]>, 'params' | 'actor' | 'deps' | 'command' | 'settle'>,
  decide: (context: CommandContext) => InterviewCommand,
  message: string,
) {
  await findOwnApplication(deps, actor, params.id);
  const context = command();
  const result = await commandInterview(deps, params.id, decide(context), context);
  await settle(result);
  return new Reply({ interview: await currentInterview(deps, params.id) }, { message });
}

export const getInterviewRoute = defineRoute({
  method: 'get',
  path: '/applications/:id/interview',
  summary: "An application's interview (its student or the internship's employer), null while none was proposed",
  tags: ['interviews'],
  access: ['student', 'employer'],
  params: applicationParamsSchema,
  response: z.object({ interview: interviewSchema.nullable() }),
  async handler({ params, actor, deps }) {
    await findOwnApplication(deps, actor, params.id);
    // Most applications never have one: that is an answer (null), not a missing resource the console reports as 404.
    return { interview: await interviewOf(deps, params.id) };
  },
});

export const upcomingInterviewsRoute = defineRoute({
  method: 'get',
  path: '/interviews/upcoming',
  summary: 'Your interviews that have not ended and are not cancelled, soonest first',
  tags: ['interviews'],
  access: ['student', 'employer'],
  response: upcomingInterviewsSchema,
  async handler({ actor, deps }) {
    const now = new Date().toISOString();
    const own = actor.role === 'student' ? { studentId: actor.id } : { employerId: actor.id };
    const documents = await interviewsOf(deps).find(
      { ...own, status: { $in: ['proposed', 'scheduled'] }, endsAt: { $gt: now } },
      { sort: { endsAt: 1 }, limit: 100 },
    );
    const soonest = (doc: (typeof documents)[number]) => doc.picked?.start ?? doc.slots[0]?.start ?? doc.endsAt;
    documents.sort((a, b) => soonest(a).localeCompare(soonest(b)));
    return { interviews: await toInterviews(deps, documents) };
  },
});

export const proposeInterviewRoute = defineRoute({
  method: 'post',
  path: '/applications/:id/interview',
  summary: 'Propose one to five interview time slots to the student of an application to your internship',
  tags: ['interviews'],
  access: ['employer'],
  params: applicationParamsSchema,
  body: proposeInterviewBodySchema,
  response: answer,
  status: 201,
  errors: [409],
  async handler({ params, body, actor, deps, command, settle }) {
    const application = await findOwnApplication(deps, actor, params.id);
    assertOpenApplication(application);
    const context = command();
    const result = await commandInterview(
      deps,
      params.id,
      {
        type: 'ProposeInterview',
        applicationId: params.id,
        interviewId: deterministicId('interview', context.commandId),
        employerId: actor.id,
        studentId: application.studentId,
        internshipId: application.internshipId,
        timeZone: body.timeZone,
        slots: slotsOf(body, context),
        now: context.at,
      },
      context,
    );
    const moved = await moveToInterviewStage(deps, application, context);
    await settle(result, ...(moved ? [moved] : []));
    return new Reply({ interview: await currentInterview(deps, params.id) }, { message: 'Interview slots proposed' });
  },
});

export const rescheduleInterviewRoute = defineRoute({
  method: 'put',
  path: '/applications/:id/interview',
  summary: 'Offer new interview time slots in place of the current ones; the student picks again',
  tags: ['interviews'],
  access: ['employer'],
  params: applicationParamsSchema,
  body: proposeInterviewBodySchema,
  response: answer,
  errors: [409],
  handler: (request) =>
    stepInterview(
      request,
      (context) => ({
        type: 'RescheduleInterview',
        applicationId: request.params.id,
        employerId: request.actor.id,
        timeZone: request.body.timeZone,
        slots: slotsOf(request.body, context),
        now: context.at,
      }),
      'Interview rescheduled',
    ),
});

export const pickInterviewSlotRoute = defineRoute({
  method: 'post',
  path: '/applications/:id/interview/pick',
  summary: 'Pick one of the offered interview time slots (409 if it is no longer offered)',
  tags: ['interviews'],
  access: ['student'],
  params: applicationParamsSchema,
  body: pickInterviewSlotBodySchema,
  response: answer,
  errors: [409],
  handler: (request) =>
    stepInterview(
      request,
      (context) => ({
        type: 'PickInterviewSlot',
        applicationId: request.params.id,
        studentId: request.actor.id,
        slotId: request.body.slotId,
        now: context.at,
      }),
      'Interview time picked',
    ),
});

export const cancelInterviewRoute = defineRoute({
  method: 'post',
  path: '/applications/:id/interview/cancel',
  summary: 'Cancel the interview of an application (its student or the employer)',
  tags: ['interviews'],
  access: ['student', 'employer'],
  params: applicationParamsSchema,
  response: answer,
  handler: (request) =>
    stepInterview(
      request,
      () => ({
        type: 'CancelInterview',
        applicationId: request.params.id,
        by: { id: request.actor.id, side: request.actor.role === 'student' ? 'student' : 'employer' },
      }),
      'Interview cancelled',
    ),
});

export const interviewRoutes = [
  upcomingInterviewsRoute,
  getInterviewRoute,
  proposeInterviewRoute,
  rescheduleInterviewRoute,
  pickInterviewSlotRoute,
  cancelInterviewRoute,
];
