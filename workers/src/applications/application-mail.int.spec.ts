/**
 * Application mail reads an internship's popular stream once, not once a mail: each job folds only the events after
 * the one the last job reached, and still names the internship as it stood at its own event (an edit in between
 * shows in the later mails alone). A retried job for an earlier event folds from the start and sends what it sent.
 */
import { describe, expect, it } from 'vitest';
import { accountAuthenticator } from '@stint/api/accounts/authenticate';
import { accountRoutes } from '@stint/api/accounts/index';
import { applicationRoutes } from '@stint/api/applications/index';
import { internshipRoutes } from '@stint/api/internships/index';
import { usersProjection } from '@stint/projector/accounts/users.projection';
import { applicationsProjection } from '@stint/projector/applications/applications.projection';
import { internshipsProjection } from '@stint/projector/internships/internships.projection';
import { internshipDetails, people } from '@stint/launcher/testing/people';
import { startTestApi } from '@stint/launcher/testing/test-api';
import type { EventStore } from '@stint/shared/infra/event-store/event-store.port';
import type { Job } from '@stint/shared/infra/queue/queue.port';
import { internshipStream } from '@stint/shared/internships/internships.streams';
import { useMailWorkers } from '../testing/mail-workers';
import { applicationMailJobs, newApplicationMailReactor } from './application-mail';

describe('application mail', () => {
  const world = useMailWorkers({
    start: () =>
      startTestApi('embedded', {
        routes: [...accountRoutes, ...internshipRoutes, ...applicationRoutes],
        projections: [usersProjection, internshipsProjection, applicationsProjection],
        authenticate: accountAuthenticator,
      }),
    // The jobs below run by hand; the reactor only has to be one of this queue's.
    reactor: { ...newApplicationMailReactor, handles: [] },
    job: (platform) => applicationMailJobs(platform)[0]!,
  });

  it('reads each event of the internship once across its mails, and names the internship as it stood', async () => {
    const the = people(world.api);
    const employer = await the.employer('Northwind');
    const internshipId = await the.postInternship(employer, { title: 'Data intern' });
    const students = await Promise.all(['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara'].map((name) => the.student(name)));
    for (const student of students.slice(0, 3)) await the.apply(student, internshipId);
    const edited = await world.api.request(
      'PUT',
      `/internships/${internshipId}`,
      { ...internshipDetails, type: 'full-time', salary: undefined, title: 'Data engineering intern' },
      employer.token,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    for (const student of students.slice(3)) await the.apply(student, internshipId);

    const stream = internshipStream(internshipId);
    const recorded = await world.platform.eventStore.readStream(stream);
    const submitted = recorded.filter((event) => event.type === 'ApplicationSubmitted');
    expect(submitted).toHaveLength(5);

    // The job on a platform whose event store counts what stream reads hand back.
    let eventsRead = 0;
    const eventStore: EventStore = Object.create(world.platform.eventStore, {
      readStream: {
        value: async (...args: Parameters<EventStore['readStream']>) => {
          const events = await world.platform.eventStore.readStream(...args);
          eventsRead += events.length;
          return events;
        },
      },
    });
    const [job] = applicationMailJobs({ ...world.platform, eventStore });
    const mailAbout = async (eventId: string) => {
      const before = world.sink.received.length;
      await job!.handler({ name: 'new-application', payload: { eventId, internshipId } } as Job as never);
      expect(world.sink.received.length).toBe(before + 1);
      return world.sink.received.at(-1)!.raw;
    };

    const subjects: string[] = [];
    for (const event of submitted) subjects.push(/^Subject: (.*)$/m.exec(await mailAbout(event.id))![1]!.trim());
    expect(subjects).toEqual([
      ...Array.from({ length: 3 }, () => 'New application for Data intern'),
      ...Array.from({ length: 2 }, () => 'New application for Data engineering intern'),
    ]);
    // Up to the last application, every event of the stream once.
    expect(eventsRead).toBe(Number(submitted.at(-1)!.revision) + 1);

    // A retry of the first job: folded from the start, the same mail.
    eventsRead = 0;
    expect(await mailAbout(submitted[0]!.id)).toContain('Subject: New application for Data intern');
    expect(eventsRead).toBe(Number(submitted[0]!.revision) + 1);
  });
});
