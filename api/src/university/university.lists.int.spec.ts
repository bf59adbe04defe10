/**
 * The university's oversight over HTTP (issue 7): the lists with their search and filters, a student's page and the
 * CSV exports. Setup in university.test-setup.ts.
 */
import { describe, expect, it } from 'vitest';
import { addDays, useUniversityApi } from './university.test-setup';
import { csvDownloadLines } from '../testing/csv-download';

describe('university api', () => {
  const setup = useUniversityApi();
  const { as } = setup;
  const { uniA, uniB, ada, alan, eve } = setup;

  it('lists its students by last name, 10 a page, searching name, student id or program', async () => {
    const all = await as(uniA).get('/university/students?page=1&limit=10');
    expect(all.status).toBe(200);
    expect(all.body.data.students.map((student: { lastName: string }) => student.lastName)).toEqual([
      'Lovelace',
      'Mallory',
      'Turing',
    ]);
    expect(all.body.data.pagination).toEqual({
      page: 1,
      limit: 10,
      total: 3,
      totalItems: 3,
      totalPages: 1,
      hasPrevPage: false,
      hasNextPage: false,
      prevPage: null,
      nextPage: null,
    });
    const [adaItem] = all.body.data.students;
    expect(adaItem).toEqual({
      _id: ada.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      studentId: expect.stringMatching(/^S-/),
      program: 'Mathematics',
      yearOfStudy: '3',
      email: ada.email,
      pendingApplications: 1,
      logbookEntries: 1,
      reports: 1,
      currentInternship: {
        _id: setup.internshipId,
        title: 'Platform intern',
        company: 'Northwind',
        startDate: '2099-02-01',
        endDate: '2099-05-01',
      },
    });
    expect(all.body.data.students[2]).not.toHaveProperty('currentInternship');

    const ids = async (query: string) =>
      (await as(uniA).get(`/university/students?${query}`)).body.data.students.map((s: { _id: string }) => s._id);
    expect(await ids('search=ada%20love')).toEqual([ada.id]);
    expect(await ids(`search=${encodeURIComponent(adaItem.studentId.toLowerCase())}`)).toEqual([ada.id]);
    expect(await ids('search=mathem')).toEqual([ada.id]);
    expect(await ids('search=computer')).toEqual([eve.id, alan.id]);
    expect(await ids('search=grace')).toEqual([]);
    const paged = await as(uniA).get('/university/students?page=2&limit=2');
    expect(paged.body.data.students.map((s: { _id: string }) => s._id)).toEqual([alan.id]);
    expect(paged.body.data.pagination).toMatchObject({ page: 2, totalPages: 2, hasPrevPage: true, prevPage: 1 });
  });

  it('lists submitted reports and logbook entries only, with their filters', async () => {
    const reports = await as(uniA).get('/university/reports?page=1&limit=10');
    expect(reports.status).toBe(200);
    expect(reports.body.data.reports).toEqual([
      {
        _id: setup.submittedReportId,
        title: 'Midterm report',
        type: 'midterm',
        status: 'under_review',
        isLate: false,
        dueDate: addDays(7),
        submittedDate: expect.any(String),
        student: { _id: ada.id, firstName: 'Ada', lastName: 'Lovelace', studentId: expect.stringMatching(/^S-/) },
        internship: { _id: setup.internshipId, title: 'Platform intern', company: 'Northwind' },
      },
    ]);
    expect(reports.body.data.pagination).toMatchObject({ total: 1, totalPages: 1 });
    const count = async (path: string) => (await as(uniA).get(path)).body.data.pagination.total;
    expect(await count('/university/reports?status=under_review')).toBe(1);
    expect(await count('/university/reports?status=submitted')).toBe(0);
    expect(await count('/university/reports?status=draft')).toBe(0);
    expect(await count('/university/reports?type=midterm')).toBe(1);
    expect(await count('/university/reports?type=final')).toBe(0);
    expect(await count('/university/reports?status=&type=')).toBe(1);
    expect((await as(uniA).get('/university/reports?status=bogus')).status).toBe(400);

    const entries = await as(uniA).get('/university/logbooks');
    expect(entries.body.data.logbookEntries).toEqual([
      {
        _id: setup.submittedEntryId,
        title: 'Week one',
        weekNumber: 1,
        hoursWorked: 38.5,
        status: 'submitted',
        entryDate: expect.any(String),
        submittedDate: expect.any(String),
        student: expect.objectContaining({ _id: ada.id, firstName: 'Ada' }),
        internship: { _id: setup.internshipId, title: 'Platform intern', company: 'Northwind' },
      },
    ]);
    expect(await count('/university/logbooks?status=submitted')).toBe(1);
    expect(await count('/university/logbooks?status=approved')).toBe(0);
    expect(await count('/university/logbooks?status=draft')).toBe(0);

    // Another university sees none of them.
    expect((await as(uniB).get('/university/reports')).body.data.reports).toEqual([]);
    expect((await as(uniB).get('/university/logbooks')).body.data.logbookEntries).toEqual([]);
  });

  it('shows one of its students with their applications, submitted items, evaluations and current internship', async () => {
    const response = await as(uniA).get(`/university/students/${ada.id}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const detail = response.body.data;
    expect(detail.student).toMatchObject({ _id: ada.id, currentInternship: { _id: setup.internshipId } });
    expect(detail.applications).toHaveLength(2);
    expect(detail.applications.map((application: { status: string }) => application.status).sort()).toEqual([
      'accepted',
      'pending',
    ]);
    // What the student wrote to the employer is not the university's to read.
    expect(JSON.stringify(detail.applications)).not.toContain('I would love to join');
    expect(detail.logbookEntries.map((entry: { _id: string }) => entry._id)).toEqual([setup.submittedEntryId]);
    expect(detail.reports.map((report: { _id: string }) => report._id)).toEqual([setup.submittedReportId]);
    expect(detail.evaluations).toEqual([
      expect.objectContaining({ type: 'monthly', student: expect.objectContaining({ _id: ada.id }) }),
    ]);

    const report = await as(uniA).get(`/university/reports/${setup.submittedReportId}`);
    expect(report.status).toBe(200);
    expect(report.body.data.report).toMatchObject({
      title: 'Midterm report',
      content: 'What I did in the first half.',
      statusHistory: [{ status: 'draft' }, { status: 'submitted' }, { status: 'under_review' }],
    });
    const entry = await as(uniA).get(`/university/logbooks/${setup.submittedEntryId}`);
    expect(entry.body.data.logbookEntry).toMatchObject({
      title: 'Week one',
      statusHistory: [{ status: 'draft' }, { status: 'submitted' }],
    });
  });

  it('exports the lists as CSV with the current filters, escaped and defused', async () => {
    const students = await as(uniA).get('/university/students.csv');
    const lines = csvDownloadLines(students, 'students.csv');
    expect(lines[0]).toBe(
      'Student ID,First name,Last name,Email,Program,Year of study,Pending applications,Logbook entries,Reports,' +
        'Internship,Company,Start date,End date,Internship status',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      /^S-[\w-]+,Ada,Lovelace,ada-[\w-]+@example\.org,Mathematics,Year 3,1,1,1,Platform intern,Northwind,2099-02-01,2099-05-01,Upcoming$/,
    );
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://evil.example"")",Mallory,`);

    const searched = await as(uniA).get('/university/students.csv?search=turing');
    expect((searched.body as string).trimEnd().split('\r\n')).toHaveLength(2);

    const reports = await as(uniA).get('/university/reports.csv?type=midterm');
    expect(reports.headers.get('content-disposition')).toBe('attachment; filename=reports.csv');
    const reportLines = (reports.body as string).trimEnd().split('\r\n');
    expect(reportLines).toHaveLength(2);
    expect(reportLines[1]).toMatch(/^Midterm report,midterm,under review,No,/);
    expect((await as(uniA).get('/university/reports.csv?type=final')).body.trimEnd().split('\r\n')).toHaveLength(1);

    const entries = await as(uniA).get('/university/logbooks.csv?status=submitted');
    const entryLines = (entries.body as string).trimEnd().split('\r\n');
    expect(entryLines).toHaveLength(2);
    expect(entryLines[1]).toMatch(/^Week one,1,38\.5,submitted,/);
  });
});
