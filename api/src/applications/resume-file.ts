/**
 * What a resume is, judged by its bytes (docs/architecture.md §HTTP): PDF, Word 97–2003 (.doc) or Word (.docx). The
 * type the browser claimed and the file's extension prove nothing — a PNG renamed `cv.pdf` is still a PNG.
 */
import { fileTypeFromBuffer } from 'file-type';
import { UnsupportedMediaTypeError } from '@stint/shared';
import { RESUME_TYPES, RESUME_TYPE_MESSAGE } from '@stint/shared/applications/applications.constants';
import type { UploadedFile } from '../http/route';

export type ResumeContentType = keyof typeof RESUME_TYPES;

const PDF = 'application/pdf';
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Every Word 97–2003 document has this stream in its compound file; Excel, PowerPoint and Outlook files do not. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/** The resume's real content type, or a 415. */
export async function resumeContentType(
  file: Pick<UploadedFile, 'buffer' | 'originalName'>,
): Promise<ResumeContentType> {
  const detected = await fileTypeFromBuffer(file.buffer);
  if (detected?.mime === PDF) return PDF;
  if (detected?.mime === DOCX) return DOCX;
  // A compound file is also .xls, .ppt, .msg: only a .doc holding a Word stream is a Word document.
  if (
    detected?.mime === 'application/x-cfb' &&
    /\.doc$/i.test(file.originalName) &&
    file.buffer.includes(WORD_STREAM)
  ) {
    return DOC;
  }
  throw new UnsupportedMediaTypeError(RESUME_TYPE_MESSAGE);
}

/** The name to show for the file: no control characters, at most 200 characters, never empty. */
export function resumeDisplayName(originalName: string, contentType: ResumeContentType): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = originalName.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!cleaned) return `resume.${RESUME_TYPES[contentType]}`;
  if (cleaned.length <= 200) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 200 - extension.length) + extension;
}
