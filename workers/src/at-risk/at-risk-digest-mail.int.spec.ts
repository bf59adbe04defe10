/**
 * The weekly at-risk mail over real SMTP (an in-process smtp-server), on the embedded profile with the real
 * projections: a university with an unacknowledged alert gets one mail a week naming it (a later tick the same week
 * records and sends nothing new; a retried mail job resends the same Message-ID), a university with nothing to tell or
 * with application updates off gets none.
 */
import { describe, expect, it } from 'vitest';
import { accountAuthenticator } from '@stint/api/accounts/authenticate';
import { accountRoutes } from '@stint/api/accounts/index';
import { adminRoutes } from '@stint/api/admin/index';
import { applicationRoutes } from '@stint/api/applications/index';
import { addDays, people, type Person } from '@stint/launcher/testing/people';
import { startTestApi } from '@stint/launcher/testing/test-api';
import { usersProjection } from '@stint/projector/accounts/users.projection';
import { applicationsProjection } from '@stint/projector/applications/applications.projection';
import { atRiskAcknowledgementsProjection } from '@stint/projector/at-risk/at-risk-acknowledgements.projection';
import { universityOversightProjection } from '@stint/projector/university/university-oversight.projection';
import { atRiskStream } from '@stint/shared/at-risk/at-risk.streams';
import { headersOf } from '@stint/shared/infra/testing/smtp-sink';
import { useMailWorkers } from '../testing/mail-workers';
import { laterTheSameWeek } from '../testing/same-week';
import { retryJob, settleReactors } from '../testing/settle';
import { atRiskDigestMailJob, atRiskDigestMailReactor, recordAtRiskDigests } from './at-risk-digest-mail';

/** The body without quoted-printable's soft line breaks. */
const textOf = (raw: string) => raw.replace(/=\r?\n/g, '');

describe('weekly at-risk mail', () => {
  const world = useMailWorkers({
    start: () =>
      startTestApi('embedded', {
        routes: [...accountRoutes, ...applicationRoutes, ...adminRoutes],
        projections: [
          usersProjection,
          applicationsProjection,
          universityOversightProjection,
          atRiskAcknowledgementsProjection,
        ],
        authenticate: accountAuthenticator,
      }),
    reactor: atRiskDigestMailReactor,
    job: atRiskDigestMailJob,
  });
  const settle = () => settleReactors(world.platform, [atRiskDigestMailReactor], 'at-risk-digest-mail');
  const mailsTo = (person: Person) => world.sink.received.filter((mail) => mail.to.includes(person.email));

  it('mails each university its unacknowledged alerts once a week, and nothing to those with none or muted', async () => {
    const the = people(world.api);
    const [admin, northwind] = await Promise.all([the.admin(), the.employer('Northwind')]);
    /** A university with a student 20 days into a placement without a logbook entry. */
    const universityWithAlert = async () => {
      const university = await the.approvedUniversity(admin);
      const student = await the.studentOf(university, 'Ada', 'Lovelace');
      const internshipId = await the.postInternship(northwind, {
        title: 'Platform intern',
        startDate: addDays(-20),
        endDate: addDays(60),
      });
      await the.decide(northwind, await the.apply(student, internshipId), 'accepted');
      return university;
    };
    const [alerted, muted, quiet] = await Promise.all([
      universityWithAlert(),
      universityWithAlert(),
      the.approvedUniversity(admin),
    ]);
    const off = await world.api.request(
      'PUT',
      '/users/profile',
      { notificationPreferences: { applicationUpdates: false } },
      muted.token,
    );
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    await world.api.runner.caughtUp();

    const now = new Date();
    const first = await recordAtRiskDigests(world.platform, now);
    expect(first.recorded).toContain(alerted.id);
    expect(first.recorded).not.toContain(muted.id);
    expect(first.recorded).not.toContain(quiet.id);
    expect(first.failed).toEqual([]);
    await settle();
    const [mail, ...more] = mailsTo(alerted);
    expect(more).toEqual([]);
    expect(mail!.raw).toContain('1 student placement at risk this week');
    const text = textOf(mail!.raw);
    expect(text).toContain('Ada Lovelace (Platform intern, Northwind): No recent logbook entry.');
    expect(text).toContain('/university/dashboard');
    expect(mailsTo(muted)).toEqual([]);
    expect(mailsTo(quiet)).toEqual([]);

    // A later tick the same week records nothing new, so nothing more is sent.
    await recordAtRiskDigests(world.platform, laterTheSameWeek(now));
    await settle();
    expect(mailsTo(alerted)).toHaveLength(1);
    const digests = (await world.platform.eventStore.readStream(atRiskStream(alerted.id))).filter(
      (event) => event.type === 'AtRiskDigestMailed',
    );
    expect(digests).toHaveLength(1);

    // A retried mail job resends the same message.
    await retryJob(atRiskDigestMailJob(world.platform), 'send', {
      eventId: digests[0]!.id,
      universityId: alerted.id,
    });
    const [again, retried] = mailsTo(alerted);
    expect(headersOf(retried!.raw)['message-id']).toBe(headersOf(again!.raw)['message-id']);
  });
});
