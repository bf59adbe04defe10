/**
 * What the picture picker refuses before anything is sent (spec 1 §2.18: 'JPG, PNG or GIF. Max size 5MB'; WebP too).
 * The size limit is the one that applies now (`GET /public/settings`: 5 MB unless an admin lowered it). The server
 * checks the bytes as well: a text file named `me.png` passes here and is refused there with the same message.
 */
import {
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_TYPES,
  profilePictureMessages,
} from '@stint/shared/accounts/accounts.constants';
import { BYTES_PER_MB, megabytesOf, uploadTooLargeMessage } from '@stint/shared/settings/settings.constants';

export const PICTURE_ACCEPT = Object.keys(PROFILE_PICTURE_TYPES).join(',');
const EXTENSION = /\.(jpe?g|png|gif|webp)$/i;

/** The limit as the picker's hint says it. */
export const pictureHint = (limitMb = megabytesOf(PROFILE_PICTURE_MAX_BYTES)) =>
  `JPG, PNG or GIF. Max size ${limitMb}MB`;

/** The message to show for this file, or null when it may be uploaded. */
export function pictureProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
  limitMb = megabytesOf(PROFILE_PICTURE_MAX_BYTES),
): string | null {
  // Browsers report an empty type for files they do not know; the extension decides then.
  const isImage = file.type === '' ? EXTENSION.test(file.name) : Object.hasOwn(PROFILE_PICTURE_TYPES, file.type);
  if (!isImage) return profilePictureMessages.type;
  if (file.size > limitMb * BYTES_PER_MB) return uploadTooLargeMessage.profilePicture(limitMb);
  if (file.size === 0) return 'The file is empty. Please choose the picture again.';
  return null;
}
