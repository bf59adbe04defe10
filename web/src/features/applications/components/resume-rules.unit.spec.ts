import { describe, expect, it } from 'vitest';
import { resumeProblem } from './resume-rules';

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
  });
});
