/**
 * Profile pictures (spec 1 §2.18; docs/architecture.md §HTTP uploads): what counts as an image (by its bytes), and the
 * short-lived signed URL that stands in for the stored key wherever a user is returned.
 */
import { fileTypeFromBuffer } from 'file-type';
import { UnsupportedMediaTypeError } from '@stint/shared';
import {
  PROFILE_PICTURE_TYPES,
  PROFILE_PICTURE_URL_TTL_SECONDS,
  profilePictureMessages,
  type ProfilePictureType,
} from '@stint/shared/accounts/accounts.constants';
import type { UserDocument } from '@stint/shared/accounts/accounts.read-models';
import { isBlobKey } from '@stint/shared/infra/blobs/fs-blob-store';
import { signBlobUrl } from '@stint/shared/infra/blobs/signed-url';
import type { UploadedFile } from '../http/route';

/**
 * The image's real type, or a 415. JPEG, PNG, GIF or WebP by their magic bytes: the name and the type the browser
 * claimed prove nothing, and SVG (which can carry script) is never an image here.
 */
export async function pictureContentType(file: Pick<UploadedFile, 'buffer'>): Promise<ProfilePictureType> {
  const detected = await fileTypeFromBuffer(file.buffer);
  if (detected && Object.hasOwn(PROFILE_PICTURE_TYPES, detected.mime)) return detected.mime as ProfilePictureType;
  throw new UnsupportedMediaTypeError(profilePictureMessages.type);
}

/** URLs are issued per 10-minute window, so that repeated reads give the same URL and the browser's cache holds. */
const WINDOW_SECONDS = 600;

/**
 * A URL that serves the picture to whoever holds it for at least PROFILE_PICTURE_URL_TTL_SECONDS (at most ten
 * minutes more). The web app reloads the user (and with it the URL) when an image fails to load.
 */
export function profilePictureUrl(secret: string | Buffer, key: string, now: Date = new Date()): string {
  const windowStart = Math.floor(now.getTime() / 1000 / WINDOW_SECONDS) * WINDOW_SECONDS;
  return signBlobUrl(key, {
    secret,
    now: new Date(windowStart * 1000),
    ttlSeconds: PROFILE_PICTURE_URL_TTL_SECONDS + WINDOW_SECONDS,
  });
}

/** The user as the api returns it: `profilePicture` is a signed URL (or null), never the stored key. */
export function withProfilePicture<T extends UserDocument>(secret: string | Buffer, user: T): T {
  const key = user.profilePictureKey;
  return { ...user, profilePicture: key && isBlobKey(key) ? profilePictureUrl(secret, key) : null };
}
