/**
 * Unread-message mail over real SMTP (an in-process smtp-server), with the wait shortened to a second: a message left
 * unread mails its recipient once per thread a day; one read in time, or a recipient who switched application updates
 * off, gets none.
 */
import { describe, expect, it } from 'vitest';
import { accountAuthenticator } from '@stint/api/accounts/authenticate';
import { accountRoutes } from '@stint/api/accounts/index';
import { applicationRoutes } from '@stint/api/applications/index';
import { messageRoutes } from '@stint/api/messages/index';
import { usersProjection } from '@stint/projector/accounts/users.projection';
import { applicationsProjection } from '@stint/projector/applications/applications.projection';
import { messageThreadsProjection } from '@stint/projector/messages/message-threads.projection';
import { people, type Person } from '@stint/launcher/testing/people';
import { startTestApi } from '@stint/launcher/testing/test-api';
import { headersOf } from '@stint/shared/infra/testing/smtp-sink';
import { useMailWorkers } from '../testing/mail-workers';
import { settleReactors } from '../testing/settle';
import { unreadMessageMailJob, unreadMessageMailReactor } from './unread-message-mail';

const DELAY_MS = 1000;
/** The body without quoted-printable's soft line breaks. */
const textOf = (raw: string) => raw.replace(/=\r?\n/g, '');

describe('unread-message mail', () => {
  const world = useMailWorkers({
    start: () =>
      startTestApi('embedded', {
        routes: [...accountRoutes, ...applicationRoutes, ...messageRoutes],
        projections: [usersProjection, applicationsProjection, messageThreadsProjection],
        authenticate: accountAuthenticator,
      }),
    reactor: unreadMessageMailReactor,
    job: unreadMessageMailJob,
    config: { MESSAGE_UNREAD_MAIL_DELAY_MS: DELAY_MS },
  });

  async function thread(): Promise<{ student: Person; employer: Person; internshipId: string; applicationId: string }> {
    const the = people(world.api);
    const [student, employer] = await Promise.all([the.student('Ada'), the.employer('Northwind')]);
    const internshipId = await the.postInternship(employer, { title: 'Backend intern' });
    return { student, employer, internshipId, applicationId: await the.apply(student, internshipId) };
  }

  const post = async (person: Person, applicationId: string, text: string) => {
    const response = await world.api.request('POST', `/applications/${applicationId}/messages`, { text }, person.token);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data.message._id as string;
  };
  const settle = () => settleReactors(world.platform, [unreadMessageMailReactor], 'unread-message-mail');
  const mailsTo = (person: Person) => world.sink.received.filter((mail) => mail.to.includes(person.email));

  it('mails the recipient once the message waited unread, and once per thread a day', async () => {
    const { student, employer, internshipId, applicationId } = await thread();
    const posted = Date.now();
    await post(employer, applicationId, 'Can you start in March?');
    await settle();
    expect(Date.now() - posted).toBeGreaterThanOrEqual(DELAY_MS);
    const [mail, ...more] = mailsTo(student);
    expect(more).toEqual([]);
    expect(headersOf(mail!.raw).subject).toBe('New message about Backend intern');
    expect(textOf(mail!.raw)).toContain('Northwind sent you a message');
    expect(textOf(mail!.raw)).toContain(`/student/applications/${applicationId}`);
    // The text itself stays on Stint.
    expect(textOf(mail!.raw)).not.toContain('Can you start in March?');
    expect(mailsTo(employer)).toEqual([]);

    await post(employer, applicationId, 'Please let us know soon.');
    await settle();
    expect(mailsTo(student)).toHaveLength(1);

    // The other side of the same thread has its own allowance.
    await post(student, applicationId, 'Yes, March works.');
    await settle();
    expect(mailsTo(employer)).toHaveLength(1);
    expect(textOf(mailsTo(employer)[0]!.raw)).toContain('Ada Tester sent you a message');
    // The link opens the internship's page, where the application with the unread message is.
    expect(textOf(mailsTo(employer)[0]!.raw)).toContain(`/employer/internships/${internshipId}`);
  });

  it('sends nothing when the message is read before the wait is over', async () => {
    const { student, employer, applicationId } = await thread();
    const messageId = await post(employer, applicationId, 'Welcome aboard');
    const read = await world.api.request(
      'POST',
      `/applications/${applicationId}/messages/read`,
      { upToMessageId: messageId },
      student.token,
    );
    expect(read.status).toBe(200);
    await settle();
    expect(mailsTo(student)).toEqual([]);
  });

  it('sends nothing to a recipient who switched application updates off', async () => {
    const { student, employer, applicationId } = await thread();
    const muted = await world.api.request(
      'PUT',
      '/users/profile',
      { notificationPreferences: { applicationUpdates: false } },
      student.token,
    );
    expect(muted.status).toBe(200);
    await post(employer, applicationId, 'Are you still interested?');
    await settle();
    expect(mailsTo(student)).toEqual([]);
  });
});
