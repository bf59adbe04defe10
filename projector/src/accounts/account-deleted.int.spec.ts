/**
 * Deleting an account (docs/architecture.md §Personal data): every projection that shows the person blanks them on
 * `AccountDeleted`, so other people's screens read "Deleted user" at once, without a rebuild — and a rebuild after the
 * key is erased gives the very same documents.
 */
import { describe, expect, it } from 'vitest';
import type { PersonalDataCipher } from '@stint/shared/infra/crypto/personal-data';
import type { Projection } from '../runtime/projection';
import { adminStudentProgressProjection } from '../admin/admin-student-progress.projection';
import { applicationsProjection } from '../applications/applications.projection';
import { evaluationsProjection } from '../evaluations/evaluations.projection';
import { logbooksProjection } from '../logbooks/logbooks.projection';
import { notificationsProjection } from '../notifications/notifications.projection';
import { reportsProjection } from '../reports/reports.projection';
import { placementEvents } from '../testing/placement-events';
import { projectionSpec, type GivenEvent } from '../testing/projection-spec';
import { usersProjection } from './users.projection';

const ada = { studentId: 's1', internshipId: 'i1', employerId: 'e1' };
const alan = { studentId: 's2', internshipId: 'i1', employerId: 'e1' };

/**
 * Two students on one placement, one of whom (Ada) later deletes her account. (Neither is linked to a university: the
 * university oversight projection checks its own deletion case in its spec.)
 */
async function story(cipher: PersonalDataCipher, deleted: { userId: string; role: string }): Promise<GivenEvent[]> {
  const given = placementEvents(cipher);
  const events: GivenEvent[] = [
    await given.registered('s1', 'student', 'Ada', 'Lovelace'),
    await given.registered('s2', 'student', 'Alan', 'Turing'),
    await given.registered('e1', 'employer', 'Erin', 'Employer'),
    await given.registered('a1', 'admin', 'Ann', 'Admin'),
    given.posted('i1', 'e1', 1),
  ];
  for (const [index, placement] of [ada, alan].entries()) {
    const id = placement.studentId;
    const application = { ...placement, applicationId: `a-${id}` };
    events.push(
      await given.applied(`a-${id}`, id, 'i1', 2 + index),
      given.decided(application, 'pending', 'accepted', 4 + index),
      await given.profileRenamed(id, id === 's1' ? 'Augusta' : 'Alan', 6 + index),
      await given.logbookCreated(`l-${id}`, placement, `Week 1 of ${id}`, 8 + index),
      given.logbook('LogbookEntrySubmitted', `l-${id}`, { id, role: 'student' }, 10 + index),
      given.logbook('LogbookEntryApproved', `l-${id}`, { id: 'e1', role: 'employer' }, 12 + index, 'Nice work'),
      await given.reportCreated(`r-${id}`, placement, `Midterm of ${id}`, 14 + index),
      given.report('ReportSubmitted', `r-${id}`, { id, role: 'student' }, 16 + index, {
        submittedDate: '2027-03-10',
        isLate: false,
      }),
      await given.evaluationSubmitted(`ev-${id}`, placement, 18 + index),
    );
  }
  events.push(given.accountDeleted(deleted.userId, deleted.role, 30));
  return events;
}

const projections: Projection[] = [
  usersProjection,
  applicationsProjection,
  logbooksProjection,
  reportsProjection,
  evaluationsProjection,
  notificationsProjection,
  adminStudentProgressProjection,
];

describe('account deletion across projections', () => {
  it.each(projections.map((projection) => [projection.name, projection] as const))(
    '%s: blanks a deleted student at once, as a rebuild without their key does',
    async (_name, projection) => {
      const { cipher, project } = projectionSpec(projection);
      const spec = await project(await story(cipher, { userId: 's1', role: 'student' }));
      const documents = await spec.documents();
      const text = JSON.stringify(documents);
      // Nothing Ada was or wrote is left anywhere in the projection…
      expect(text).not.toMatch(
        /Ada|Augusta|Lovelace|s1@example\.org|ST-s1|Week 1 of s1|Midterm of s1|Cover letter of s1/,
      );
      expect(text).not.toContain('s1-cv.pdf');
      expect(text).not.toContain('s1 shipped the importer');
      // …while Alan's is untouched.
      expect(text).toMatch(/Alan/);
      if (projection !== notificationsProjection) expect(text).toContain('Deleted user');

      await cipher.erase('s1');
      expect(await spec.replay()).toEqual(documents);
    },
  );

  it('users: a deleted account signs out everywhere and keeps only what is not about the person', async () => {
    const { cipher, project } = projectionSpec(usersProjection);
    const spec = await project(await story(cipher, { userId: 'e1', role: 'employer' }));
    const users = (await spec.documents()).users!;
    expect(users.find((user) => user._id === 'e1')).toEqual({
      _id: 'e1',
      role: 'employer',
      status: 'inactive',
      tokenVersion: 1,
      email: '',
      firstName: 'Deleted user',
      lastName: '',
      phone: '',
      profilePicture: null,
      createdAt: expect.any(String),
      lastLogin: null,
      emailVerified: false,
      notificationPreferences: expect.any(Object),
      companyName: 'Northwind',
      companyAddress: '1 Harbour Way',
    });
    await cipher.erase('e1');
    expect((await spec.replay()).users).toEqual(users);
  });
});
