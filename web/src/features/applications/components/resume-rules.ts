/**
 * What the apply form accepts as a resume before anything is sent (spec 1 §5): PDF, .doc or .docx, at most 5 MB (or
 * the lower limit an admin set: `GET /public/settings`). The server checks the file's content as well: a PNG renamed
 * `cv.pdf` passes here and is refused there with the same message.
 */
import { RESUME_MAX_BYTES, RESUME_TYPE_MESSAGE, RESUME_TYPES } from '@stint/shared/applications/applications.constants';
import { BYTES_PER_MB, megabytesOf, uploadTooLargeMessage } from '@stint/shared/settings/settings.constants';

export const RESUME_ACCEPT = '.pdf,.doc,.docx';

const EXTENSIONS = new Set<string>(Object.values(RESUME_TYPES));

/** The limit as the field's hint says it. */
export const resumeHint = (limitMb = megabytesOf(RESUME_MAX_BYTES)) => `PDF, DOC or DOCX, up to ${limitMb} MB.`;

export function resumeProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
  limitMb = megabytesOf(RESUME_MAX_BYTES),
): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  // Browsers report an empty type for files they do not know; the extension decides then.
  const isKnownType = file.type === '' || file.type in RESUME_TYPES;
  if (!extension || !EXTENSIONS.has(extension) || !isKnownType) return RESUME_TYPE_MESSAGE;
  if (file.size > limitMb * BYTES_PER_MB) return uploadTooLargeMessage.resume(limitMb);
  if (file.size === 0) return 'The file is empty. Please choose your resume again.';
  return null;
}
