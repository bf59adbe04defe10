/**
 * The users read model: every account as the api returns it (spec 1 §3 User), with the personal fields
 * opened. Feeds sign-in checks (status, token version), profiles, the public university list and admin views.
 */
import { rooms } from '@stint/shared';
import {
  accountEventSchemas,
  personalDataChangesSchema,
  type PersonalData,
} from '@stint/shared/accounts/accounts.events';
import { DELETED_USER_NAME, usersCollection, type UserDocument } from '@stint/shared/accounts/accounts.read-models';
import type { SealedValue } from '@stint/shared/sealed';
import type { PersonalDataOpener } from '@stint/shared/infra/crypto/personal-data';
import { defineProjection, type ProjectionContext } from '../runtime/projection';
import { erasedUser } from './erased-user';
import { idsIn } from '../runtime/prefetch';
import { topics } from '@stint/shared/live/topics';

const ALL_NOTIFICATIONS = {
  newInternships: true,
  applicationUpdates: true,
  reportReminders: true,
  logbookReminders: true,
};

/** Opened personal data, or the erased placeholder (never throws: a projection must not stop on one event). */
async function openPersonal(
  cipher: PersonalDataOpener,
  sealed: SealedValue,
  context: ProjectionContext,
): Promise<Partial<PersonalData> | null> {
  try {
    const json = await cipher.decrypt(sealed);
    if (json === null) return null;
    return personalDataChangesSchema.parse(JSON.parse(json));
  } catch (error) {
    context.logger.error({ err: error }, 'could not open personal data');
    return {};
  }
}

export const usersProjection = defineProjection({
  name: 'users',
  version: 1,
  collections: [usersCollection],
  handles: Object.keys(accountEventSchemas),
  async prefetch(events, context) {
    await context.collection<UserDocument>(usersCollection).getMany(idsIn(events, ['userId']));
  },
  async apply(event, context) {
    const users = context.collection<UserDocument>(usersCollection);
    const at = event.metadata.at;
    const changed = (userId: string) =>
      context.notify({ topic: topics.users, rooms: [rooms.user(userId), rooms.admins], ids: [userId] });
    /**
     * The public university list (the register form's picker) changed: only when an approved university comes,
     * goes or is renamed, and naming no account — anyone may listen to the public room, and a pending
     * registration is nobody's business but the admins'.
     */
    const publicListChanged = (before: Pick<UserDocument, 'role' | 'status'> | null, after: typeof before) => {
      const listed = (user: typeof before) => user?.role === 'university' && user.status === 'active';
      if (listed(before) || listed(after))
        context.notify({ topic: topics.universities, rooms: [rooms.public], ids: [] });
    };

    switch (event.type) {
      case 'UserRegistered': {
        const data = accountEventSchemas.UserRegistered.parse(event.data);
        const personal = await openPersonal(context.personalData, data.personal, context);
        const { universityId, ...profile } = data.profile;
        await users.upsert({
          _id: data.userId,
          role: data.role,
          status: data.status,
          email: personal?.email ?? '',
          emailVerified: false,
          firstName: personal ? (personal.firstName ?? '') : DELETED_USER_NAME,
          lastName: personal?.lastName ?? '',
          phone: personal?.phone ?? '',
          profilePicture: null,
          createdAt: at,
          lastLogin: null,
          notificationPreferences: ALL_NOTIFICATIONS,
          tokenVersion: 0,
          ...profile,
          ...(data.role === 'student'
            ? { universityId: universityId ?? null, studentId: personal?.studentId ?? '' }
            : {}),
          ...(personal?.contactPerson ? { contactPerson: personal.contactPerson } : {}),
        });
        changed(data.userId);
        publicListChanged(null, data);
        return;
      }
      case 'UserLoggedIn': {
        const { userId } = accountEventSchemas.UserLoggedIn.parse(event.data);
        await users.patch(userId, { lastLogin: at });
        changed(userId);
        return;
      }
      case 'PasswordChanged':
      case 'LoggedOut': {
        const { userId, tokenVersion } = accountEventSchemas.LoggedOut.parse(event.data);
        await users.patch(userId, { tokenVersion });
        // For the api nodes only (their sign-in caches drop the account): no room, so no socket hears it — the
        // person's open tabs would refetch with the token this just revoked, and a 401 signs them out mid-change.
        context.notify({ topic: topics.users, rooms: [], ids: [userId] });
        return;
      }
      case 'EmailConfirmed': {
        const { userId } = accountEventSchemas.EmailConfirmed.parse(event.data);
        await users.patch(userId, { emailVerified: true });
        changed(userId);
        return;
      }
      case 'UserStatusChanged': {
        const { userId, status, tokenVersion } = accountEventSchemas.UserStatusChanged.parse(event.data);
        const current = await users.get(userId);
        await users.patch(userId, { status, tokenVersion });
        changed(userId);
        if (current?.status !== status) publicListChanged(current, current && { ...current, status });
        return;
      }
      case 'ProfileUpdated': {
        const data = accountEventSchemas.ProfileUpdated.parse(event.data);
        const current = await users.get(data.userId);
        if (!current) return;
        const personal = data.personal ? await openPersonal(context.personalData, data.personal, context) : {};
        await users.patch(data.userId, {
          ...(data.profile ?? {}),
          ...(personal ?? {}),
          ...(data.notificationPreferences
            ? { notificationPreferences: { ...current.notificationPreferences, ...data.notificationPreferences } }
            : {}),
        });
        changed(data.userId);
        if (data.profile?.universityName !== undefined) publicListChanged(current, current);
        return;
      }
      case 'AccountDeleted': {
        const { userId } = accountEventSchemas.AccountDeleted.parse(event.data);
        const current = await users.get(userId);
        if (!current) return;
        await users.upsert(erasedUser(current));
        changed(userId);
        publicListChanged(current, null);
        return;
      }
      case 'ProfilePictureChanged': {
        const { userId, pictureKey } = accountEventSchemas.ProfilePictureChanged.parse(event.data);
        await users.patch(userId, { profilePictureKey: pictureKey });
        changed(userId);
        return;
      }
      case 'ProfilePictureRemoved': {
        const { userId } = accountEventSchemas.ProfilePictureRemoved.parse(event.data);
        await users.patch(userId, { profilePictureKey: null });
        changed(userId);
        return;
      }
    }
  },
});
