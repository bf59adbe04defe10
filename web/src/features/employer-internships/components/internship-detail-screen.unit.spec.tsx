import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { internshipPath } from '../../../lib/internship-read';
import { InternshipDetailScreen } from './internship-detail-screen';

const expired: Internship = {
  _id: 'i1',
  source: 'platform',
  title: 'Winter Data Sprint',
  company: 'Brightlane Software',
  location: 'Northbridge',
  description: 'A two-week sprint with the analytics team.',
  isRemote: false,
  workType: 'hybrid',
  category: 'Technology',
  skills: ['SQL'],
  status: 'expired',
  createdAt: '2026-08-16T09:00:00.000Z',
  stipend: null,
  isPaid: false,
  applications: 3,
  applicationsCount: 3,
  applicationDeadline: '2026-08-22',
  deadline: '2026-08-22',
  duration: '2 weeks',
  type: null,
  salary: null,
  requirements: [],
  responsibilities: [],
  benefits: [],
  positions: 3,
  acceptedCount: 1,
  startDate: '2026-08-23',
  endDate: '2026-09-04',
  employerId: 'e1',
  employer: null,
  url: null,
  postedDate: null,
  department: null,
  seniority: null,
  companyLogo: null,
};

/** The employer's page of `internship`, its answer already loaded (not asked for again on mount: no loading state). */
const render = (internship: Internship) =>
  renderToStaticMarkup(
    <SWRConfig
      value={{
        provider: () => new Map(),
        fallback: { [internshipPath('i1')]: { internship } },
        revalidateOnMount: false,
      }}
    >
      <MemoryRouter initialEntries={['/employer/internships/i1']}>
        <Routes>
          <Route path="/employer/internships/:id" element={<InternshipDetailScreen applications={() => null} />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );

describe("the employer's internship page", () => {
  it('says what an expired internship needs before it can take applications again: a deadline, and positions if none is left', () => {
    const open = render(expired);
    expect(open).toContain('The application deadline has passed');
    expect(open).toContain('To take applications again, move the deadline in Edit, then reactivate the internship.');

    const filled = render({ ...expired, acceptedCount: 3 });
    expect(filled).toContain(
      'Every position is filled as well. To take applications again, move the deadline and add positions in Edit, then reactivate the internship.',
    );
  });
});
