/** POST /auth/register (spec 1 §2.10, §5): a student, employer or university account, signed in at once. */
import {
  registerBodySchema,
  registerBodySchemaFor,
  authResultSchema,
  type RegisterBody,
} from '@stint/shared/accounts/accounts.schemas';
import { accountDecider } from '@stint/shared/accounts/accounts.decider';
import type { PersonalData, ProfileData } from '@stint/shared/accounts/accounts.events';
import { usersCollection, type UserDocument } from '@stint/shared/accounts/accounts.read-models';
import { deriveEventId } from '@stint/shared/infra/commands/event-ids';
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import { defineRoute, Reply } from '../http/route';
import type { ApiDeps } from '../platform/api-deps';
import { hashPassword } from './passwords';
import { passwordMinLengthOf } from '../settings/platform-settings';
import { requireUser, reserveForAccount } from './accounts.store';
import {
  emailReservationStream,
  universityNameReservationStream,
  userStream,
} from '@stint/shared/accounts/accounts.streams';
import { emailHash, universityNameHash } from '@stint/shared/infra/crypto/stream-hashes';

/** Links a student to an approved university: the id the picker sent, else the name typed or picked. */
async function linkUniversity(deps: ApiDeps, body: Extract<RegisterBody, { role: 'student' }>): Promise<string | null> {
  const users = deps.platform.readStore.collection<UserDocument>(usersCollection);
  if (body.universityId) {
    const picked = await users.get(body.universityId);
    if (picked?.role === 'university' && picked.status === 'active') return picked._id;
  }
  const named = await users.find(
    { role: 'university', status: 'active', universityName: { $contains: body.university } },
    { limit: 20 },
  );
  const exact = named.find((university) => university.universityName?.toLowerCase() === body.university.toLowerCase());
  return exact?._id ?? null;
}

function splitFields(
  body: RegisterBody,
  universityId: string | null,
): { personal: PersonalData; profile: ProfileData } {
  // Every role's contact details; only an employer may leave its names out (registerBodySchema).
  const contact = {
    email: body.email,
    firstName: body.firstName ?? '',
    lastName: body.lastName ?? '',
    phone: body.phone,
  };
  switch (body.role) {
    case 'student':
      return {
        personal: { ...contact, studentId: body.studentId },
        profile: {
          university: body.university,
          universityId,
          program: body.program,
          major: body.major,
          yearOfStudy: body.yearOfStudy,
        },
      };
    case 'employer':
      return {
        personal: contact,
        profile: { companyName: body.companyName, companyAddress: body.companyAddress },
      };
    case 'university':
      return {
        personal: { ...contact, contactPerson: body.contactPerson },
        profile: {
          universityName: body.universityName,
          universityCode: body.universityCode,
          universityAddress: body.universityAddress,
          universityType: body.universityType,
          accreditationStatus: body.accreditationStatus,
        },
      };
  }
}

export const registerUserRoute = defineRoute({
  method: 'post',
  path: '/auth/register',
  summary: 'Create a student, employer or university account and sign in',
  tags: ['auth'],
  access: 'public',
  body: registerBodySchema,
  // The admins' password minimum (system settings) once one is set.
  currentBody: async (deps) => registerBodySchemaFor(await passwordMinLengthOf(deps.platform)),
  response: authResultSchema,
  status: 201,
  async handler({ body, deps, command, settle }) {
    const context = command();
    const { secret } = deps.platform;
    // Derived from the command id: a retried registration lands on the same account.
    let userId = deriveEventId(context.commandId, 'user', 0);
    userId = await reserveForAccount(
      deps,
      emailReservationStream(emailHash(secret, body.email)),
      userId,
      context,
      'User already exists with this email',
    );
    if (body.role === 'university') {
      await reserveForAccount(
        deps,
        universityNameReservationStream(universityNameHash(secret, body.universityName)),
        userId,
        context,
        'A university with this name is already registered',
      );
    }
    const universityId = body.role === 'student' ? await linkUniversity(deps, body) : null;
    const { personal, profile } = splitFields(body, universityId);
    const result = await handleCommand(
      deps.platform.eventStore,
      userStream(userId),
      accountDecider,
      {
        type: 'RegisterUser',
        userId,
        role: body.role,
        passwordHash: await hashPassword(body.password),
        personal: await deps.platform.cipher.encrypt(userId, JSON.stringify(personal)),
        profile,
      },
      { ...context, actor: context.actor ?? { id: userId, role: body.role } },
    );
    await settle(result);
    const user = await requireUser(deps, userId);
    const token = await deps.tokens.sign({ id: userId, role: user.role, tokenVersion: user.tokenVersion });
    return new Reply({ user, token }, { message: 'Registration successful' });
  },
});
