import { describe, expect, it } from 'vitest';
import { resumeHint, resumeProblem } from './resume-rules';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('resume checks before sending (spec 1 §5)', () => {
  it('accepts PDF and Word documents up to 5 MB', () => {
    expect(resumeProblem(file('cv.pdf', 'application/pdf'))).toBeNull();
    expect(
      resumeProblem(file('CV.DOCX', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
    ).toBeNull();
    expect(resumeProblem(file('cv.doc', 'application/msword'))).toBeNull();
    expect(resumeProblem(file('cv.doc', ''))).toBeNull();
    expect(resumeProblem(file('cv.pdf', 'application/pdf', 5_242_880))).toBeNull();
  });

  it('refuses other types with the spec message', () => {
    expect(resumeProblem(file('photo.png', 'image/png'))).toBe('Only PDF and Word documents are allowed!');
    expect(resumeProblem(file('cv.pdf', 'image/png'))).toBe('Only PDF and Word documents are allowed!');
    expect(resumeProblem(file('cv', ''))).toBe('Only PDF and Word documents are allowed!');
  });

  it('refuses files over 5 MB with the spec message', () => {
    expect(resumeProblem(file('cv.pdf', 'application/pdf', 5_242_881))).toBe('File size must be less than 5MB!');
    expect(resumeHint()).toBe('PDF, DOC or DOCX, up to 5 MB.');
  });

  it('follows a lower upload limit set by an admin, in the check and the hint', () => {
    expect(resumeProblem(file('cv.pdf', 'application/pdf', 1_048_576), 1)).toBeNull();
    expect(resumeProblem(file('cv.pdf', 'application/pdf', 1_048_577), 1)).toBe('File size must be less than 1MB!');
    expect(resumeHint(1)).toBe('PDF, DOC or DOCX, up to 1 MB.');
  });
});
