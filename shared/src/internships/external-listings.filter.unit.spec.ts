import { describe, expect, it } from 'vitest';
import {
  INTERN_LIKE_EMPLOYMENT_TYPES,
  INTERN_LIKE_SENIORITIES,
  INTERN_LIKE_TERMS,
  SENIOR_TERMS,
} from './external-listings.constants';
import { isInternshipLike, type ListingSignals } from './external-listings.filter';

const nothing: ListingSignals = { title: null, summary: null, keywords: [], seniority: null, employmentType: null };
const kept = (signals: Partial<ListingSignals>) => isInternshipLike({ ...nothing, ...signals });
const capitalised = (term: string) => term.replace(/(^|\s)\p{L}/gu, (letter) => letter.toUpperCase());

describe('external listing filter (spec 1 §5)', () => {
  it('freezes its term lists', () => {
    for (const list of [INTERN_LIKE_TERMS, SENIOR_TERMS, INTERN_LIKE_SENIORITIES, INTERN_LIKE_EMPLOYMENT_TYPES]) {
      expect(Object.isFrozen(list)).toBe(true);
    }
    expect(INTERN_LIKE_TERMS).toEqual(
      expect.arrayContaining([
        'intern',
        'internship',
        'student',
        'co-op',
        'trainee',
        'apprentice',
        'junior',
        'entry level',
        'rotational program',
      ]),
    );
    expect([...SENIOR_TERMS].sort()).toEqual(
      [
        'senior',
        'lead',
        'manager',
        'director',
        'vp',
        'chief',
        'head of',
        'principal',
        'architect',
        'full-time',
        'permanent',
        'contractor',
        'freelance',
        'consultant',
        'executive',
        'ceo',
        'cto',
        'cfo',
      ].sort(),
    );
  });

  describe.each(INTERN_LIKE_TERMS.map((term) => [term]))('intern-like term "%s"', (term) => {
    it('keeps a listing that names it in any of the five fields, in any case', () => {
      expect(kept({ title: `Marketing ${term}` })).toBe(true);
      expect(kept({ title: `${capitalised(term)} – Data` })).toBe(true);
      expect(kept({ title: term.toUpperCase() })).toBe(true);
      expect(kept({ title: 'Analyst', summary: `Join us as a ${term} this summer.` })).toBe(true);
      expect(kept({ title: 'Analyst', keywords: ['python', term] })).toBe(true);
      expect(kept({ title: 'Analyst', seniority: term })).toBe(true);
      expect(kept({ title: 'Analyst', employmentType: term })).toBe(true);
    });

    it('matches only whole words', () => {
      expect(kept({ title: `${term}al analyst` })).toBe(false);
      // 'working student' holds the term 'student' as a word of its own: only a glued prefix can be tested there.
      const holdsAnotherTerm = term.split(' ').some((word) => word !== term && INTERN_LIKE_TERMS.includes(word));
      if (!holdsAnotherTerm) expect(kept({ title: `pre${term} analyst` })).toBe(false);
      expect(kept({ title: `${term}9 analyst` })).toBe(false);
    });

    it.each(SENIOR_TERMS.map((senior) => [senior]))('is dropped next to the senior term "%s"', (senior) => {
      expect(kept({ title: `${term} ${senior}` })).toBe(false);
      expect(kept({ title: term, summary: `Reports to the ${senior}.` })).toBe(false);
      expect(kept({ title: term, keywords: [senior] })).toBe(false);
      expect(kept({ title: term, seniority: senior })).toBe(false);
      expect(kept({ title: term, employmentType: senior })).toBe(false);
    });
  });

  it('matches a space or hyphen inside a term either way, and nothing across keywords', () => {
    expect(kept({ title: 'Entry-Level Analyst' })).toBe(true);
    expect(kept({ title: 'Entry level analyst' })).toBe(true);
    expect(kept({ title: 'Coop Analyst' })).toBe(true);
    expect(kept({ title: 'Co op analyst' })).toBe(true);
    expect(kept({ title: 'Analyst', keywords: ['entry', 'level'] })).toBe(false);
    expect(kept({ title: 'Intern', employmentType: 'Full time' })).toBe(false);
    expect(kept({ title: 'Intern', employmentType: 'Fulltime' })).toBe(false);
    expect(kept({ title: 'Rotational programme, finance' })).toBe(true);
  });

  it('does not read an intern-like term inside longer words', () => {
    expect(kept({ title: 'Internal auditor' })).toBe(false);
    expect(kept({ title: 'International sales' })).toBe(false);
    expect(kept({ title: 'Studentship officer' })).toBe(false);
    expect(kept({ title: 'Internationally minded analyst', summary: 'Our internal team' })).toBe(false);
  });

  it('does not read a senior term inside longer words', () => {
    expect(kept({ title: 'Intern', summary: 'Leadership training and leading projects.' })).toBe(true);
    expect(kept({ title: 'Intern', summary: 'Management basics; ceremonies; architecture reviews.' })).toBe(true);
    expect(kept({ title: 'Intern', summary: 'Seniority does not matter.' })).toBe(true);
  });

  it.each<['seniority' | 'employmentType', string, boolean]>([
    ['seniority', 'Entry Level', true],
    ['seniority', 'entry', true],
    ['seniority', 'Entry-level', true],
    ['seniority', 'Junior', true],
    ['seniority', 'student', true],
    ['seniority', 'Mid Level', false],
    ['seniority', 'Experienced', false],
    ['seniority', 'Senior', false],
    ['seniority', 'Entry Level, Senior', false],
    ['employmentType', 'Intern', true],
    ['employmentType', 'Internship', true],
    ['employmentType', 'Temporary', true],
    ['employmentType', 'Part-time', true],
    ['employmentType', 'Part time', true],
    ['employmentType', 'part-time, temporary', true],
    ['employmentType', 'Full-time', false],
    ['employmentType', 'Contract', false],
    ['employmentType', 'Contractor', false],
    ['employmentType', 'Permanent', false],
    ['employmentType', 'Part-time or full-time', false],
  ])('%s "%s" alone decides %s', (field, value, expected) => {
    expect(kept({ title: 'Data analyst', [field]: value })).toBe(expected);
  });

  it('drops a listing with no intern-like sign at all, and an empty one', () => {
    expect(kept({ title: 'Data analyst', summary: 'Analyse data.', keywords: ['sql'] })).toBe(false);
    expect(kept({})).toBe(false);
  });
});
