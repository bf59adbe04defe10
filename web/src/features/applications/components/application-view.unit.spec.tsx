import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { Application } from '@stint/shared/applications/applications.schemas';
import { todayIso } from '../../../components/dates';
import { internshipPath } from '../../../lib/internship-read';
import { ApplicationView } from './application-view';

const application: Application = {
  _id: 'a1',
  status: 'accepted',
  stage: 'accepted',
  appliedDate: '2026-08-21T15:37:00.000Z',
  coverLetter: 'I would love to spend two weeks on a real dataset.',
  resume: { originalName: 'CV.pdf', contentType: 'application/pdf', size: 802 },
  gpa: null,
  expectedGraduation: null,
  internship: { _id: 'i1', title: 'Winter Data Sprint', company: 'Brightlane Software', location: 'Northbridge' },
  student: {
    _id: 's1',
    firstName: 'Amara',
    lastName: 'Okafor',
    email: 'amara@example.org',
    phone: '',
    university: 'Northbridge University',
    major: 'Statistics',
    yearOfStudy: '3',
  },
  statusHistory: [],
  updatedAt: '2026-08-22T01:13:00.000Z',
};

const day = (offset: number) => todayIso(new Date(Date.now() + offset * 86_400_000));

/** The view with the internship's dates known (`null`: not loaded yet). */
const render = (item: Application, dates: { startDate: string; endDate: string } | null) =>
  renderToStaticMarkup(
    <SWRConfig
      value={{ provider: () => new Map(), fallback: dates ? { [internshipPath('i1')]: { internship: dates } } : {} }}
    >
      <MemoryRouter>
        <ApplicationView application={item} headingLevel={2} idPrefix="application" />
      </MemoryRouter>
    </SWRConfig>,
  );

describe('the application view', () => {
  it('offers Withdraw from an accepted placement up to its last day, and not once it has ended', () => {
    expect(render(application, { startDate: day(-10), endDate: day(10) })).toContain('Withdraw Application');
    expect(render(application, { startDate: day(-10), endDate: day(0) })).toContain('Withdraw Application');
    expect(render(application, { startDate: day(-20), endDate: day(-1) })).not.toContain('Withdraw Application');
    // Until the dates are known, an accepted application offers nothing it may have to take back.
    expect(render(application, null)).not.toContain('Withdraw Application');
  });

  it('offers Withdraw on a pending application whatever the dates, and on none decided against', () => {
    const pending = { ...application, status: 'pending' as const, stage: 'new' as const };
    expect(render(pending, { startDate: day(-20), endDate: day(-1) })).toContain('Withdraw Application');
    expect(render(pending, null)).toContain('Withdraw Application');
    const rejected = { ...application, status: 'rejected' as const, stage: 'rejected' as const };
    expect(render(rejected, { startDate: day(-10), endDate: day(10) })).not.toContain('Withdraw Application');
  });
});
