/**
 * `POST /users/profile/picture` and `DELETE /users/profile/picture` (spec 1 §2.18, §7): the signed-in person's
 * picture. The image is checked by its bytes, stored in the blob store under a random key and recorded as an
 * event; the user then carries it as a short-lived signed URL. The blob of a replaced or removed picture is deleted.
 */
import { z } from 'zod';
import { accountDecider } from '@stint/shared/accounts/accounts.decider';
import { PROFILE_PICTURE_MAX_BYTES, profilePictureMessages } from '@stint/shared/accounts/accounts.constants';
import { userSchema } from '@stint/shared/accounts/accounts.schemas';
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import { defineRoute, Reply } from '../http/route';
import type { ApiDeps } from '../platform/api-deps';
import { loadAccount, requireUser } from './accounts.store';
import { pictureContentType } from './profile-picture';
import { uploadLimitOf } from '../settings/platform-settings';
import { userStream } from '@stint/shared/accounts/accounts.streams';

/** A blob nobody refers to any more; a failure only leaves an orphan file behind, never a broken profile. */
function discardBlob(deps: ApiDeps, key: string | null): Promise<void> {
  if (!key) return Promise.resolve();
  return deps.platform.blobs
    .delete(key)
    .catch((error: unknown) => deps.logger.warn({ err: error }, 'could not delete a profile picture'));
}

async function currentPictureKey(deps: ApiDeps, userId: string): Promise<string | null> {
  const account = await loadAccount(deps, userId);
  return account.status === 'registered' ? account.pictureKey : null;
}

export const uploadProfilePictureRoute = defineRoute({
  method: 'post',
  path: '/users/profile/picture',
  summary: 'Upload a profile picture (multipart field profilePicture: JPG, PNG, GIF or WebP, at most 5 MB)',
  tags: ['users'],
  access: 'signed-in',
  body: z.object({}),
  upload: {
    field: 'profilePicture',
    maxBytes: PROFILE_PICTURE_MAX_BYTES,
    tooLargeMessage: profilePictureMessages.tooLarge,
    requiredMessage: profilePictureMessages.required,
    // Lowered by the admins' max file size (system settings), never raised.
    currentLimit: uploadLimitOf('profilePicture'),
  },
  response: z.object({ user: userSchema }),
  async handler({ actor, deps, file, command, settle }) {
    if (!file) throw new Error('The upload route ran without its file');
    const contentType = await pictureContentType(file);
    const previous = await currentPictureKey(deps, actor.id);
    const stored = await deps.platform.blobs.put(file.buffer, contentType);
    const result = await handleCommand(
      deps.platform.eventStore,
      userStream(actor.id),
      accountDecider,
      { type: 'ChangeProfilePicture', pictureKey: stored.key, contentType, size: stored.size },
      command(),
    ).catch(async (error: unknown) => {
      await discardBlob(deps, stored.key);
      throw error;
    });
    const recorded = result.events.find((event) => event.type === 'ProfilePictureChanged')?.data.pictureKey;
    if (recorded !== stored.key) {
      // A retry of a command already recorded (same Idempotency-Key): the picture it stored is the one kept.
      await discardBlob(deps, stored.key);
    } else if (previous !== stored.key) {
      await discardBlob(deps, previous);
    }
    await settle(result);
    return new Reply({ user: await requireUser(deps, actor.id) }, { message: 'Profile picture updated successfully' });
  },
});

export const removeProfilePictureRoute = defineRoute({
  method: 'delete',
  path: '/users/profile/picture',
  summary: 'Remove the profile picture (the initials show instead)',
  tags: ['users'],
  access: 'signed-in',
  response: z.object({ user: userSchema }),
  async handler({ actor, deps, command, settle }) {
    const result = await handleCommand(
      deps.platform.eventStore,
      userStream(actor.id),
      accountDecider,
      { type: 'RemoveProfilePicture' },
      command(),
    );
    const removed = result.events.find((event) => event.type === 'ProfilePictureRemoved');
    if (removed) await discardBlob(deps, removed.data.pictureKey);
    await settle(result);
    return new Reply({ user: await requireUser(deps, actor.id) }, { message: 'Profile picture removed' });
  },
});
