import { describe, expect, it } from 'vitest';
import { placementFacts } from './university-format';

describe('placementFacts', () => {
  it('gives the position, company and dates of a placement, a dash for what is not known', () => {
    const facts = placementFacts({
      _id: 'i1',
      title: 'Data Intern',
      company: '',
      startDate: '2026-06-01',
      endDate: '',
    });
    expect(facts.map((fact) => fact.label)).toEqual(['Position', 'Company', 'Start date', 'End date']);
    expect(facts[0]!.value).toBe('Data Intern');
    expect(facts[1]!.value).toBe('—');
    expect(facts[2]!.value).toMatch(/2026/);
    expect(facts[3]!.value).toBe('—');
  });
});
