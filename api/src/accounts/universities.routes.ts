/** The approved universities (the student picker) and an admin's approval of accounts. */
import { z } from 'zod';
import { ForbiddenError } from '@stint/shared';
import { accountDecider } from '@stint/shared/accounts/accounts.decider';
import { publicUniversitySchema, userSchema, userStatusBodySchema } from '@stint/shared/accounts/accounts.schemas';
import { usersCollection, type UserDocument } from '@stint/shared/accounts/accounts.read-models';
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import { defineRoute, Reply } from '../http/route';
import { requireUser } from './accounts.store';
import { userStream } from '@stint/shared/accounts/accounts.streams';

export const listPublicUniversitiesRoute = defineRoute({
  method: 'get',
  path: '/public/universities',
  summary: 'Approved universities, by name',
  tags: ['public'],
  access: 'public',
  response: z.object({ universities: z.array(publicUniversitySchema) }),
  async handler({ deps }) {
    const universities = await deps.platform.readStore
      .collection<UserDocument>(usersCollection)
      .find({ role: 'university', status: 'active' }, { sort: { universityName: 1 }, limit: 1000 });
    return {
      universities: universities.map((university) => ({
        _id: university._id,
        universityName: university.universityName ?? '',
      })),
    };
  },
});

export const setUserStatusRoute = defineRoute({
  method: 'patch',
  path: '/admin/users/:id/status',
  summary: 'Activate (approve a pending university) or deactivate an account that is not an administrator’s',
  tags: ['admin'],
  access: ['admin'],
  params: z.object({ id: z.uuid('User not found') }),
  body: userStatusBodySchema,
  response: z.object({ user: userSchema }),
  async handler({ params, body, actor, deps, command, settle }) {
    const target = await requireUser(deps, params.id);
    // Administrators are created by the operator: one administrator does not switch another off (their own account
    // is the decider's refusal, with its own message).
    if (target.role === 'admin' && target._id !== actor.id) {
      throw new ForbiddenError('Administrator accounts cannot be activated or deactivated here');
    }
    const result = await handleCommand(
      deps.platform.eventStore,
      userStream(params.id),
      accountDecider,
      { type: 'SetUserStatus', status: body.status, actorId: actor.id },
      command(),
    );
    await settle(result);
    const message = body.status === 'active' ? 'Account activated' : 'Account deactivated';
    return new Reply({ user: await requireUser(deps, params.id) }, { message });
  },
});
