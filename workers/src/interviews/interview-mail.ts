/**
 * Interview mail (issue 17 item 3). When the student picks a slot both sides get an invitation (`.ics`, METHOD
 * REQUEST) built with ical-generator; the interview's id is its calendar UID, so a pick after a reschedule updates the
 * same calendar entry (a higher SEQUENCE: the round), and a cancellation removes it (METHOD CANCEL, SEQUENCE above its
 * round's pick). A reschedule tells the student to pick again. A pick also schedules a reminder 24 hours before the
 * slot (a delayed job); when it runs it folds the interview's stream and mails only if the interview still stands at
 * that slot — a rescheduled or cancelled one sends nothing. Every mail honours the recipient's `applicationUpdates`
 * preference, as the unread-message mail does, and takes its Message-ID from the event, so a retry sends the same one.
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { z } from 'zod';
import { usersCollection, type UserDocument } from '@stint/shared/accounts/accounts.read-models';
import { applicationsCollection, type ApplicationDocument } from '@stint/shared/applications/applications.read-models';
import { fold } from '@stint/shared/decider';
import { toDomainEvents } from '@stint/shared/infra/commands/handle-command';
import type { Platform } from '@stint/shared/infra/platform';
import { PermanentJobError, type Job } from '@stint/shared/infra/queue/queue.port';
import { formatSlot, INTERVIEW_REMINDER_BEFORE_MS } from '@stint/shared/interviews/interviews.constants';
import { calendarSequenceOf, interviewDecider, type InterviewState } from '@stint/shared/interviews/interviews.decider';
import type { InterviewEvent, InterviewSlot } from '@stint/shared/interviews/interviews.events';
import { interviewStream, parseInterviewStream } from '@stint/shared/interviews/interviews.streams';
import { jobIdFor, type JobDefinition, type Reactor } from '../runtime/reactor';

const QUEUE = 'interview-mail';
const MAIL = 'interview-mail';
const REMINDER = 'interview-reminder';

const payloadSchema = z.object({
  eventId: z.string().min(1),
  stream: z.string().refine((stream) => parseInterviewStream(stream) !== null, { message: 'not an interview stream' }),
});
type Payload = z.infer<typeof payloadSchema>;

export const interviewMailReactor: Reactor = {
  name: 'interview-mail',
  handles: ['InterviewSlotPicked', 'InterviewRescheduled', 'InterviewCancelled'],
  async react(event, { queue }) {
    const payload = { eventId: event.id, stream: event.stream };
    await queue.enqueue<Payload>(QUEUE, MAIL, payload, { jobId: jobIdFor(event, MAIL) });
    if (event.type !== 'InterviewSlotPicked') return;
    const start = Date.parse((event.data as { start?: string }).start ?? '');
    const delayMs = start - INTERVIEW_REMINDER_BEFORE_MS - Date.now();
    // A slot less than a day away needs no reminder: its invitation has only just gone out.
    if (!Number.isFinite(delayMs) || delayMs <= 0) return;
    await queue.enqueue<Payload>(QUEUE, REMINDER, payload, { jobId: jobIdFor(event, REMINDER), delayMs });
  },
};

type Context = {
  event: InterviewEvent;
  /** The interview just before `event`, and now (the whole stream). */
  before: InterviewState;
  now: InterviewState;
};

export function interviewMailJob(platform: Platform): JobDefinition {
  const link = (path: string) => new URL(path, platform.config.PUBLIC_URL).toString();
  const users = platform.readStore.collection<UserDocument>(usersCollection);
  const applications = platform.readStore.collection<ApplicationDocument>(applicationsCollection);

  async function load(payload: Payload): Promise<Context> {
    const recorded = await platform.eventStore.readStream(interviewStream(parseInterviewStream(payload.stream)!));
    const events = toDomainEvents<InterviewEvent>(recorded, interviewDecider.eventSchemas);
    const index = recorded.findIndex((event) => event.id === payload.eventId);
    const event = events[index];
    if (!event) throw new PermanentJobError(`No interview event ${payload.eventId}`);
    return { event, before: fold(interviewDecider, events.slice(0, index)), now: fold(interviewDecider, events) };
  }

  /** The two parties, or a retry while the users read model has not caught up. */
  async function parties(state: InterviewState) {
    const [student, employer] = await Promise.all([users.get(state.studentId!), users.get(state.employerId!)]);
    if (!student || !employer) throw new Error('The interview’s parties are not in the users read model yet');
    return { student, employer };
  }

  const reachable = (user: UserDocument) =>
    Boolean(user.email) && user.status !== 'inactive' && user.notificationPreferences.applicationUpdates;
  const nameOf = (user: UserDocument) =>
    user.role === 'employer'
      ? user.companyName || 'The employer'
      : [user.firstName, user.lastName].filter(Boolean).join(' ') || 'The student';

  /** The calendar entry of `slot`, as REQUEST (new or moved) or CANCEL, numbered by `sequence`. */
  function calendarOf(
    method: 'REQUEST' | 'CANCEL',
    state: InterviewState,
    slot: InterviewSlot,
    sequence: number,
    title: string,
    people: { student: UserDocument; employer: UserDocument },
  ) {
    const calendar = ical({
      prodId: { company: 'Stint', product: 'Interviews', language: 'EN' },
      method: method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
    });
    calendar.createEvent({
      id: `${state.interviewId}@stint`,
      sequence,
      start: new Date(slot.start),
      end: new Date(slot.end),
      stamp: new Date(),
      summary: `Interview: ${title}`,
      description: `Interview for "${title}" between ${nameOf(people.employer)} and ${nameOf(people.student)}.`,
      status: method === 'REQUEST' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
      organizer: { name: nameOf(people.employer), email: people.employer.email },
      attendees: [
        {
          name: nameOf(people.student),
          email: people.student.email,
          role: ICalAttendeeRole.REQ,
          status: ICalAttendeeStatus.ACCEPTED,
        },
      ],
    });
    return { method, content: calendar.toString() };
  }

  async function mail(payload: Payload, name: string): Promise<void> {
    const { event, before, now } = await load(payload);
    const state = event.type === 'InterviewSlotPicked' || event.type === 'InterviewCancelled' ? before : now;
    const people = await parties(state.studentId ? state : now);
    const application = await applications.get(event.data.applicationId);
    const title = application?.internship.title || 'an internship';
    const pathFor = (user: UserDocument) =>
      user.role === 'student' ? `/student/applications/${event.data.applicationId}` : '/employer/dashboard';
    const send = async (
      to: UserDocument,
      subject: string,
      lines: string[],
      calendar?: ReturnType<typeof calendarOf>,
    ) => {
      if (!reachable(to)) return;
      await platform.mailer.send({
        to: to.email,
        subject,
        text: [
          `Hello ${to.firstName || nameOf(to)},`,
          '',
          ...lines,
          '',
          'See it on Stint:',
          link(pathFor(to)),
          '',
          'You get these mails while application updates are on in your notification settings.',
          '',
          '— The Stint team',
        ].join('\n'),
        causeId: `${payload.eventId}:${name}:${to._id}`,
        ...(calendar ? { calendar } : {}),
      });
    };
    const both = [people.student, people.employer];

    if (name === REMINDER) {
      if (event.type !== 'InterviewSlotPicked') throw new PermanentJobError('A reminder names a pick');
      // Still standing: the same interview, the same round, this slot, not cancelled.
      const stands =
        now.status === 'scheduled' &&
        now.interviewId === event.data.interviewId &&
        now.round === event.data.round &&
        now.picked?.slotId === event.data.slotId;
      if (!stands) return;
      for (const to of both) {
        await send(to, `Reminder: interview for ${title} tomorrow`, [
          `Your interview for "${title}" is on ${formatSlot(event.data, now.timeZone!)}.`,
        ]);
      }
      return;
    }

    switch (event.type) {
      case 'InterviewSlotPicked': {
        const calendar = calendarOf('REQUEST', state, event.data, calendarSequenceOf(event), title, people);
        const update = event.data.round > 1;
        for (const to of both) {
          await send(
            to,
            `${update ? 'Updated: interview' : 'Interview'} for ${title}`,
            [
              `The interview for "${title}" is on ${formatSlot(event.data, state.timeZone!)}.`,
              'The attached invitation adds it to your calendar.',
            ],
            calendar,
          );
        }
        return;
      }
      case 'InterviewRescheduled':
        await send(people.student, `New interview times for ${title}`, [
          `${nameOf(people.employer)} offers new times for your interview for "${title}". Pick one on Stint.`,
        ]);
        return;
      case 'InterviewCancelled': {
        const by = event.data.by === 'student' ? people.student : people.employer;
        const lines = [`${nameOf(by)} cancelled the interview for "${title}".`];
        // Only a picked slot is in anyone's calendar: that entry is removed; otherwise the other side is told.
        if (before.picked) {
          const calendar = calendarOf('CANCEL', before, before.picked, calendarSequenceOf(event), title, people);
          for (const to of both) await send(to, `Cancelled: interview for ${title}`, lines, calendar);
        } else {
          const other = event.data.by === 'student' ? people.employer : people.student;
          await send(other, `Cancelled: interview for ${title}`, lines);
        }
        return;
      }
      default:
        return;
    }
  }

  return {
    queue: QUEUE,
    handler: (async (job: Job) => {
      const parsed = payloadSchema.safeParse(job.payload);
      if (!parsed.success) throw new PermanentJobError(`Invalid ${job.name} payload`);
      if (job.name !== MAIL && job.name !== REMINDER) throw new PermanentJobError(`Unknown job ${job.name}`);
      return mail(parsed.data, job.name);
    }) as JobDefinition['handler'],
  };
}
