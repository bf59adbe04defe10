import { describe, expect, it } from 'vitest';
import { internshipPath, isInternshipPath } from './internship-read';

describe('one internship read', () => {
  it('is keyed by its escaped id', () => {
    expect(internshipPath('i 1/2')).toBe('/internships/i%201%2F2');
  });

  it('follows live notices for one internship only, not the lists beside it', () => {
    expect(isInternshipPath('/internships/i1')).toBe(true);
    for (const path of ['/internships/employer', '/internships?search=x', '/internships/i1/apply', '/internships'])
      expect(isInternshipPath(path)).toBe(false);
  });
});
