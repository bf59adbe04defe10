import { describe, expect, it } from 'vitest';
import { RESUME_TYPE_MESSAGE } from '@stint/shared/applications/applications.constants';
import { resumeContentType, resumeDisplayName } from './resume-file';
import { cfbBytes, docxBytes, pdfBytes, pngBytes, xlsxBytes } from './testing/resume-fixtures';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('resume content type', () => {
  it.each([
    ['cv.pdf', pdfBytes(), 'application/pdf'],
    ['CV.PDF', pdfBytes(), 'application/pdf'],
    ['cv.docx', docxBytes(), DOCX],
    ['cv.doc', cfbBytes(), 'application/msword'],
    ['Lebenslauf.DOC', cfbBytes(), 'application/msword'],
  ])('accepts %s by its bytes', async (originalName, buffer, type) => {
    expect(await resumeContentType({ originalName, buffer })).toBe(type);
  });

  it.each([
    ['a PNG renamed .pdf', 'cv.pdf', pngBytes()],
    ['a spreadsheet renamed .docx', 'cv.docx', xlsxBytes()],
    ['an Excel 97 file renamed .doc', 'cv.doc', cfbBytes('Workbook')],
    ['a Word 97 file not named .doc', 'cv.xls', cfbBytes()],
    ['plain text', 'cv.pdf', Buffer.from('I am a resume, honest')],
    ['an empty file', 'cv.pdf', Buffer.alloc(0)],
  ])('refuses %s with 415', async (_what, originalName, buffer) => {
    await expect(resumeContentType({ originalName, buffer })).rejects.toMatchObject({
      status: 415,
      message: RESUME_TYPE_MESSAGE,
    });
  });
});

describe('resume display name', () => {
  it('keeps a normal name, drops control characters, and never ends up empty', () => {
    expect(resumeDisplayName('Curriculum Müller.pdf', 'application/pdf')).toBe('Curriculum Müller.pdf');
    expect(resumeDisplayName('cv\r\n\u0000.pdf', 'application/pdf')).toBe('cv.pdf');
    expect(resumeDisplayName('  ', DOCX)).toBe('resume.docx');
  });

  it('shortens a long name to 200 characters and keeps its extension', () => {
    const name = resumeDisplayName(`${'x'.repeat(300)}.docx`, DOCX);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.docx')).toBe(true);
  });
});
