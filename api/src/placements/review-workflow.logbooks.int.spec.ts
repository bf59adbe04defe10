/**
 * The review workflow over HTTP (issue 5): logbook entries. Each test works on its own placements; the matrix checks
 * every route as each role, with the caller's own and someone else's objects. Setup in review-workflow.test-setup.ts.
 */
import { describe, expect, it } from 'vitest';
import { today, type Person } from '@stint/launcher/testing/people';
import { entryBody, expectOwnItemsOnly, useReviewWorkflowApi } from './review-workflow.test-setup';
import { logbookStream } from '@stint/shared/logbooks/logbooks.streams';

describe('review workflow api', () => {
  const setup = useReviewWorkflowApi();
  const { placement, as } = setup;
  const { northwind, acme, admin, university } = setup;

  describe('logbook entries', () => {
    it('keeps a draft for an accepted placement only, with what the student wrote sealed in the log', async () => {
      const { student, pending, internshipId } = await placement();
      const created = await as(student).post('/logbooks', entryBody(internshipId));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const entry = created.body.data.logbookEntry;
      expect(entry).toMatchObject({
        title: 'Week one',
        weekNumber: 1,
        activities: ['Set up the project', 'Wrote the first endpoint'],
        hoursWorked: 38.5,
        status: 'draft',
        entryDate: today(),
        submittedDate: null,
        internship: { _id: internshipId, title: 'Platform intern', company: 'Northwind' },
        student: { _id: student.id, firstName: 'Ada', lastName: 'Tester' },
        statusHistory: [{ status: 'draft', by: { id: student.id, role: 'student' } }],
      });
      const [recorded] = await setup.api.platform.eventStore.readStream(logbookStream(entry._id));
      expect(recorded?.type).toBe('LogbookEntryCreated');
      expect(JSON.stringify(recorded?.data)).not.toContain('Week one');

      const refused = await as(pending).post('/logbooks', entryBody(internshipId));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('You can keep a logbook only for an internship you were accepted to');
      const unknown = await as(student).post('/logbooks', entryBody('no-such-internship'));
      expect(unknown.status).toBe(400);
    });

    it('answers each missing field with its message', async () => {
      const { student, internshipId } = await placement();
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ internship: '' }, 'Internship is required'],
        [{ title: '  ' }, 'Title is required'],
        [{ weekNumber: 0 }, 'Week number must be at least 1'],
        [{ hoursWorked: -1 }, 'Hours worked cannot be negative'],
        [{ hoursWorked: '' }, 'Hours worked is required'],
        [{ activities: ['', ' '] }, 'Activities are required'],
        [{ learningOutcomes: '' }, 'Learning outcomes are required'],
        [{ studentReflection: undefined }, 'Student reflection is required'],
        [{ dueDate: 'soon' }, 'Please enter a valid date'],
      ];
      for (const [changes, message] of cases) {
        const response = await as(student).post('/logbooks', entryBody(internshipId, changes));
        expect(response.status, message).toBe(400);
        expect(response.body.message).toBe(message);
      }
      expect((await as(student).get('/logbooks/student/stats')).body.data.totalEntries).toBe(0);
    });

    it('goes draft → submitted → rejected with a comment → edited → submitted → approved, each step in its history', async () => {
      const { student, internshipId } = await placement();
      const { _id: id } = (await as(student).post('/logbooks', entryBody(internshipId))).body.data.logbookEntry;

      // A draft is the student's own: the employer does not see it yet.
      expect((await as(northwind).get(`/logbooks/${id}`)).status).toBe(404);
      const edited = await as(student).put(`/logbooks/${id}`, { ...entryBody(internshipId), title: 'Week one, again' });
      expect(edited.body.data.logbookEntry).toMatchObject({ title: 'Week one, again', status: 'draft' });
      expect(edited.body.data.logbookEntry.statusHistory).toHaveLength(1);

      const submitted = await as(student).post(`/logbooks/${id}/submit`);
      expect(submitted.status).toBe(200);
      expect(submitted.body.data.logbookEntry.status).toBe('submitted');
      expect((await as(student).post(`/logbooks/${id}/submit`)).status).toBe(409);
      expect((await as(student).put(`/logbooks/${id}`, entryBody(internshipId))).status).toBe(409);

      const queue = await as(northwind).get('/logbooks/employer');
      expect(queue.body.data.logbookEntries.map((entry: { _id: string }) => entry._id)).toContain(id);

      const noReason = await as(northwind).post(`/logbooks/${id}/review`, { status: 'rejected' });
      expect(noReason.status).toBe(400);
      expect(noReason.body.message).toBe('Please say why the entry is rejected');
      const rejected = await as(northwind).post(`/logbooks/${id}/review`, {
        status: 'rejected',
        comment: 'Say more about the endpoint',
      });
      expect(rejected.body.data.logbookEntry.status).toBe('rejected');

      const rewritten = await as(student).put(
        `/logbooks/${id}`,
        entryBody(internshipId, { title: 'Week one, fuller' }),
      );
      expect(rewritten.body.data.logbookEntry.status).toBe('draft');
      await as(student).post(`/logbooks/${id}/submit`);
      const approved = await as(northwind).post(`/logbooks/${id}/review`, { status: 'approved', comment: 'Good' });
      expect(approved.status).toBe(200);
      expect(approved.body.message).toBe('Logbook entry approved');
      expect((await as(northwind).post(`/logbooks/${id}/review`, { status: 'approved' })).status).toBe(409);
      expect((await as(student).put(`/logbooks/${id}`, entryBody(internshipId))).status).toBe(409);

      const { logbookEntry } = (await as(student).get(`/logbooks/${id}`)).body.data;
      expect(
        logbookEntry.statusHistory.map((step: { status: string; comment?: string; by: { role: string } }) => [
          step.status,
          step.by.role,
          step.comment ?? null,
        ]),
      ).toEqual([
        ['draft', 'student', null],
        ['submitted', 'student', null],
        ['rejected', 'employer', 'Say more about the endpoint'],
        ['draft', 'student', null],
        ['submitted', 'student', null],
        ['approved', 'employer', 'Good'],
      ]);
      expect(logbookEntry.title).toBe('Week one, fuller');
    });

    it('pages ten at a time and counts by status and hours', async () => {
      const { student, internshipId } = await placement();
      // Another student's entry, which neither the pages nor the counts may include.
      const neighbour = await placement();
      const theirs = await as(neighbour.student).post('/logbooks', entryBody(neighbour.internshipId));
      expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
      for (let week = 1; week <= 12; week++) {
        const response = await as(student).post(
          '/logbooks',
          entryBody(internshipId, { weekNumber: week, hoursWorked: 10 }),
        );
        expect(response.status).toBe(201);
      }
      const first = (await as(student).get('/logbooks/student/my-entries?page=1&limit=10')).body.data;
      expect(first.logbookEntries).toHaveLength(10);
      expect(first.pagination).toMatchObject({ page: 1, totalPages: 2, hasNextPage: true, totalItems: 12 });
      const second = (await as(student).get('/logbooks/student/my-entries?page=2')).body.data;
      expect(second.logbookEntries).toHaveLength(2);
      expect(second.pagination.hasNextPage).toBe(false);
      await as(student).post(`/logbooks/${second.logbookEntries[0]._id}/submit`);
      expect((await as(student).get('/logbooks/student/stats')).body.data).toEqual({
        totalEntries: 12,
        draftEntries: 11,
        submittedEntries: 1,
        approvedEntries: 0,
        rejectedEntries: 0,
        totalHours: 120,
      });
    });

    it('lets each route reach only its own objects (role × own/foreign)', async () => {
      const mine = await placement();
      const other = await placement(acme);
      const write = async (placed: Awaited<ReturnType<typeof placement>>) => {
        const created = await as(placed.student).post('/logbooks', entryBody(placed.internshipId));
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        return created.body.data.logbookEntry._id as string;
      };
      const id = await write(mine);
      const foreignId = await write(other);
      // A student's own list and counts hold their entries only.
      await expectOwnItemsOnly(
        as,
        {
          list: '/logbooks/student/my-entries',
          key: 'logbookEntries',
          stats: '/logbooks/student/stats',
          counts: { totalEntries: 1, draftEntries: 1 },
        },
        [
          [mine.student, id],
          [other.student, foreignId],
        ],
      );
      const outsiders = [other.student, acme];
      for (const person of outsiders) {
        expect((await as(person).get(`/logbooks/${id}`)).status).toBe(404);
      }
      expect((await as(other.student).put(`/logbooks/${id}`, entryBody(mine.internshipId))).status).toBe(404);
      expect((await as(other.student).post(`/logbooks/${id}/submit`)).status).toBe(404);
      expect((await as(admin).get(`/logbooks/${id}`)).status).toBe(404);
      await as(mine.student).post(`/logbooks/${id}/submit`);
      expect((await as(northwind).get(`/logbooks/${id}`)).status).toBe(200);
      expect((await as(admin).get(`/logbooks/${id}`)).status).toBe(200);
      expect((await as(acme).post(`/logbooks/${id}/review`, { status: 'approved' })).status).toBe(404);
      // An employer's queue holds its own interns' submitted entries only.
      await as(other.student).post(`/logbooks/${foreignId}/submit`);
      const queued = async (employer: Person) =>
        (await as(employer).get('/logbooks/employer')).body.data.logbookEntries.map(
          (entry: { _id: string }) => entry._id,
        );
      expect(await queued(acme)).toContain(foreignId);
      expect(await queued(acme)).not.toContain(id);
      expect(await queued(northwind)).toContain(id);
      expect(await queued(northwind)).not.toContain(foreignId);
      // Wrong roles, and no one signed in.
      expect((await as(mine.student).post(`/logbooks/${id}/review`, { status: 'approved' })).status).toBe(403);
      expect((await as(admin).post(`/logbooks/${id}/review`, { status: 'approved' })).status).toBe(403);
      expect((await as(northwind).post('/logbooks', entryBody(mine.internshipId))).status).toBe(403);
      expect((await as(university).get(`/logbooks/${id}`)).status).toBe(403);
      expect((await as(undefined).get(`/logbooks/${id}`)).status).toBe(401);
      expect((await as(mine.student).get('/logbooks/not-a-uuid')).status).toBe(400);
    });
  });
});
