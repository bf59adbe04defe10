import { describe, expect, it } from 'vitest';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { todayIso } from '../../../components/dates';
import {
  newInternshipValues,
  OPTIONS,
  ordered,
  storedInternshipValues,
  validate,
  withCurrent,
  type InternshipFormValues,
} from './internship-form-model';

const inDays = (days: number) => todayIso(new Date(Date.now() + days * 86_400_000));

/** A create form filled in as an employer would, valid as it stands. */
function filled(changes: Partial<InternshipFormValues> = {}): InternshipFormValues {
  return {
    ...newInternshipValues('  Brightlane Software  '),
    title: 'Frontend Developer Intern',
    type: 'summer',
    positions: '2',
    description: 'Build the screens our customers use every day.',
    responsibilities: '  Ship features \n\n Review code  ',
    requirements: 'TypeScript\nReact',
    skills: ' React,  CSS , ,Testing ',
    benefits: '',
    location: 'Lisbon',
    startDate: inDays(60),
    endDate: inDays(150),
    applicationDeadline: inDays(30),
    stipendAmount: '1200',
    ...changes,
  };
}

describe('internship form model', () => {
  it('starts a new internship with the defaults of spec 1 §9 and the company name trimmed', () => {
    expect(newInternshipValues('  Brightlane Software  ')).toMatchObject({
      company: 'Brightlane Software',
      category: 'Technology',
      positions: '1',
      duration: '3 months',
      workType: 'onsite',
      isRemote: false,
      isPaid: true,
      currency: 'USD',
      period: 'monthly',
    });
    expect(newInternshipValues(null).company).toBe('');
  });

  it('turns the values into the create body: one item per line, skills by comma, the stipend, active or draft', () => {
    const published = validate(filled(), 'create', false);
    expect(published).toMatchObject({
      ok: true,
      body: {
        title: 'Frontend Developer Intern',
        company: 'Brightlane Software',
        responsibilities: ['Ship features', 'Review code'],
        requirements: ['TypeScript', 'React'],
        skills: ['React', 'CSS', 'Testing'],
        benefits: [],
        positions: 2,
        stipend: { amount: 1200, currency: 'USD', period: 'monthly' },
        status: 'active',
      },
    });
    expect(validate(filled(), 'create', true)).toMatchObject({ ok: true, body: { status: 'draft' } });
    // Unpaid pays nothing, whatever was typed.
    expect(validate(filled({ isPaid: false, stipendAmount: '' }), 'create', false)).toMatchObject({
      ok: true,
      body: { isPaid: false, stipend: { amount: 0 } },
    });
  });

  it('names each problem at its field, with the api schema’s messages and the form’s own', () => {
    const result = validate(
      filled({ title: ' ', stipendAmount: '', applicationDeadline: inDays(-1), location: '' }),
      'create',
      false,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      title: 'Title is required',
      location: 'Location is required',
      'stipend.amount': 'Stipend amount is required',
      applicationDeadline: 'The application deadline cannot be in the past',
    });
  });

  it('lists problems in the order the form shows its fields, unknown ones last', () => {
    expect(Object.keys(ordered({ form: 'x', salary: 'x', title: 'x', 'stipend.amount': 'x' }))).toEqual([
      'title',
      'stipend.amount',
      'salary',
      'form',
    ]);
  });

  it('edits from the stored internship and back without changing what was not touched', () => {
    const stored = {
      _id: 'i1',
      title: 'Data Intern',
      company: 'Brightlane Software',
      category: 'Technology',
      type: 'summer',
      positions: 3,
      description: 'Clean and chart the data our teams rely on.',
      responsibilities: ['Build dashboards'],
      requirements: ['SQL', 'Python'],
      skills: ['SQL', 'Pandas'],
      benefits: ['Mentoring'],
      workType: 'hybrid',
      location: 'Porto',
      isRemote: true,
      startDate: `${inDays(40)}T00:00:00.000Z`,
      endDate: `${inDays(120)}T00:00:00.000Z`,
      duration: '3 months',
      applicationDeadline: `${inDays(20)}T00:00:00.000Z`,
      isPaid: true,
      stipend: { amount: 900, currency: 'EUR', period: 'total' },
      salary: '',
    } as unknown as Internship;
    const values = storedInternshipValues(stored);
    expect(values).toMatchObject({
      positions: '3',
      requirements: 'SQL\nPython',
      skills: 'SQL, Pandas',
      startDate: inDays(40),
      stipendAmount: '900',
      period: 'total',
    });
    expect(validate(values, 'edit', false)).toMatchObject({
      ok: true,
      body: {
        requirements: ['SQL', 'Python'],
        skills: ['SQL', 'Pandas'],
        positions: 3,
        stipend: { amount: 900, currency: 'EUR', period: 'total' },
      },
    });
    // Spec 2 §5 (edit): an amount that is not a number becomes 0.
    expect(validate({ ...values, stipendAmount: 'lots' }, 'edit', false)).toMatchObject({
      ok: true,
      body: { stipend: { amount: 0 } },
    });
  });

  it('offers each mode its currencies and periods, and keeps a stored value the list lacks', () => {
    expect(OPTIONS.create.currencies).toContain('CAD');
    expect(OPTIONS.edit.currencies).not.toContain('CAD');
    expect(OPTIONS.create.periods).toContain('daily');
    expect(OPTIONS.edit.periods).toEqual(['hourly', 'weekly', 'monthly', 'total']);
    expect(withCurrent(OPTIONS.edit.periods, 'daily')).toEqual(['hourly', 'weekly', 'monthly', 'total', 'daily']);
    expect(withCurrent(OPTIONS.edit.periods, 'weekly')).toEqual(['hourly', 'weekly', 'monthly', 'total']);
  });
});
