/**
 * Interview mail over real SMTP (an in-process smtp-server): a pick sends both sides an `.ics` invitation (METHOD
 * REQUEST, the interview's UID); a pick after a reschedule updates the same UID with a higher SEQUENCE; a cancellation
 * sends METHOD CANCEL for the same UID; the reminder a day before goes out only while the interview still stands; a
 * recipient who switched application updates off gets nothing.
 */
import { describe, expect, it } from 'vitest';
import { accountAuthenticator } from '@stint/api/accounts/authenticate';
import { accountRoutes } from '@stint/api/accounts/index';
import { applicationRoutes } from '@stint/api/applications/index';
import { interviewRoutes } from '@stint/api/interviews/index';
import { usersProjection } from '@stint/projector/accounts/users.projection';
import { applicationsProjection } from '@stint/projector/applications/applications.projection';
import { interviewsProjection } from '@stint/projector/interviews/interviews.projection';
import { people, type Person } from '@stint/launcher/testing/people';
import { startTestApi } from '@stint/launcher/testing/test-api';
import { headersOf, type ReceivedMail } from '@stint/shared/infra/testing/smtp-sink';
import { useMailWorkers } from '../testing/mail-workers';
import { settleReactors } from '../testing/settle';
import { interviewMailJob, interviewMailReactor } from './interview-mail';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** The iCalendar part of a mail, decoded and unfolded (RFC 5545 §3.1), or null when it has none. */
function icsOf(mail: ReceivedMail): string | null {
  const part =
    /Content-Type: text\/calendar[^\r\n]*(?:\r?\n[ \t][^\r\n]*)*((?:\r?\n[^\r\n]+)*)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(
      mail.raw,
    );
  if (!part) return null;
  const encoding = /Content-Transfer-Encoding:\s*(\S+)/i.exec(part[1] ?? '')?.[1]?.toLowerCase();
  const body = part[2]!;
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? body
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        : body;
  return decoded.replace(/\r?\n[ \t]/g, '');
}
const field = (ics: string, name: string) => new RegExp(`^${name}(?:;[^:\\r\\n]*)?:(.*)$`, 'm').exec(ics)?.[1]?.trim();

describe('interview mail', () => {
  const world = useMailWorkers({
    start: () =>
      startTestApi('embedded', {
        routes: [...accountRoutes, ...applicationRoutes, ...interviewRoutes],
        projections: [usersProjection, applicationsProjection, interviewsProjection],
        authenticate: accountAuthenticator,
      }),
    reactor: interviewMailReactor,
    job: interviewMailJob,
  });

  const at = (ms: number) => {
    const start = new Date(Date.now() + ms);
    return { start: start.toISOString(), end: new Date(start.getTime() + 30 * MINUTE).toISOString() };
  };
  async function interview(...slots: number[]) {
    const the = people(world.api);
    const [student, employer] = await Promise.all([the.student('Ada'), the.employer('Northwind')]);
    const applicationId = await the.apply(student, await the.postInternship(employer, { title: 'Data intern' }));
    const proposed = await world.api.request(
      'POST',
      `/applications/${applicationId}/interview`,
      { timeZone: 'Asia/Tokyo', slots: slots.map(at) },
      employer.token,
    );
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    return { student, employer, applicationId, slots: proposed.body.data.interview.slots as { slotId: string }[] };
  }
  const pick = async (student: Person, applicationId: string, slotId: string) => {
    const picked = await world.api.request(
      'POST',
      `/applications/${applicationId}/interview/pick`,
      { slotId },
      student.token,
    );
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
  };
  const settle = () => settleReactors(world.platform, [interviewMailReactor], 'interview-mail', 30_000);
  const mailsTo = (person: Person) => world.sink.received.filter((mail) => mail.to.includes(person.email));
  const invitations = (person: Person) =>
    mailsTo(person)
      .map(icsOf)
      .filter((ics): ics is string => ics !== null);

  it('sends both sides an invitation on a pick, and the reminder a day before while it still stands', async () => {
    const { student, employer, applicationId, slots } = await interview(DAY + 4000);
    await pick(student, applicationId, slots[0]!.slotId);
    await settle();
    for (const person of [student, employer]) {
      const [ics, ...more] = invitations(person);
      expect(more).toEqual([]);
      expect(field(ics!, 'METHOD')).toBe('REQUEST');
      expect(field(ics!, 'SEQUENCE')).toBe('0');
      expect(field(ics!, 'UID')).toMatch(/@stint$/);
      expect(field(ics!, 'ATTENDEE')).toContain(student.email);
      const subjects = mailsTo(person).map((mail) => headersOf(mail.raw).subject);
      expect(subjects).toEqual(['Interview for Data intern', 'Reminder: interview for Data intern tomorrow']);
    }
    expect(field(invitations(student)[0]!, 'UID')).toBe(field(invitations(employer)[0]!, 'UID'));
  });

  it('updates the same UID with a higher SEQUENCE after a reschedule, and drops the old reminder', async () => {
    const { student, employer, applicationId, slots } = await interview(DAY + 5000);
    await pick(student, applicationId, slots[0]!.slotId);
    const again = await world.api.request(
      'PUT',
      `/applications/${applicationId}/interview`,
      { timeZone: 'Europe/Berlin', slots: [at(3 * 3_600_000)] },
      employer.token,
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    await pick(student, applicationId, again.body.data.interview.slots[0].slotId);
    await settle();
    const [first, second] = invitations(employer);
    expect(field(second!, 'UID')).toBe(field(first!, 'UID'));
    expect(Number(field(second!, 'SEQUENCE'))).toBeGreaterThan(Number(field(first!, 'SEQUENCE')));
    expect(field(second!, 'METHOD')).toBe('REQUEST');
    expect(mailsTo(student).map((mail) => headersOf(mail.raw).subject)).toEqual([
      'Interview for Data intern',
      'New interview times for Data intern',
      'Updated: interview for Data intern',
    ]);
  });

  it('sends METHOD CANCEL for the same UID when a picked interview is cancelled, and no reminder', async () => {
    const { student, employer, applicationId, slots } = await interview(DAY + 5000);
    await pick(student, applicationId, slots[0]!.slotId);
    const cancelled = await world.api.request(
      'POST',
      `/applications/${applicationId}/interview/cancel`,
      {},
      employer.token,
    );
    expect(cancelled.status).toBe(200);
    await settle();
    for (const person of [student, employer]) {
      const [request, cancel, ...more] = invitations(person);
      expect(more).toEqual([]);
      expect(field(cancel!, 'METHOD')).toBe('CANCEL');
      expect(field(cancel!, 'STATUS')).toBe('CANCELLED');
      expect(field(cancel!, 'UID')).toBe(field(request!, 'UID'));
      expect(Number(field(cancel!, 'SEQUENCE'))).toBeGreaterThan(Number(field(request!, 'SEQUENCE')));
      expect(mailsTo(person).map((mail) => headersOf(mail.raw).subject)).not.toContain(
        'Reminder: interview for Data intern tomorrow',
      );
    }
  });

  it('sends nothing to a recipient who switched application updates off', async () => {
    const { student, employer, applicationId, slots } = await interview(2 * 3_600_000);
    const muted = await world.api.request(
      'PUT',
      '/users/profile',
      { notificationPreferences: { applicationUpdates: false } },
      student.token,
    );
    expect(muted.status).toBe(200);
    await pick(student, applicationId, slots[0]!.slotId);
    await settle();
    expect(mailsTo(student)).toEqual([]);
    expect(invitations(employer)).toHaveLength(1);
  });
});
