/**
 * The interviews read model: one document per application following its interview through proposal, pick,
 * reschedule and cancellation, notices to both parties, events of an interview it does not hold skipped — and the same
 * documents after a replay.
 */
import { describe, expect, it } from 'vitest';
import { rooms } from '@stint/shared';
import { interviewStream } from '@stint/shared/interviews/interviews.streams';
import { topics } from '@stint/shared/live/topics';
import { projectionSpec, type GivenEvent } from '../testing/projection-spec';
import { interviewsProjection } from './interviews.projection';

const at = (minute: number) => new Date(Date.UTC(2027, 2, 1, 9, minute)).toISOString();
const ids = { applicationId: 'app1', interviewId: 'iv1' };
const a = { slotId: 'a', start: '2027-03-10T01:00:00.000Z', end: '2027-03-10T01:30:00.000Z' };
const b = { slotId: 'b', start: '2027-03-11T01:00:00.000Z', end: '2027-03-11T02:00:00.000Z' };
const c = { slotId: 'c', start: '2027-03-20T08:00:00.000Z', end: '2027-03-20T08:45:00.000Z' };
const event = (type: string, data: Record<string, unknown>, minute: number): GivenEvent => ({
  stream: interviewStream('app1'),
  type,
  data: { ...ids, ...data },
  metadata: { at: at(minute) },
});
const proposed = event(
  'InterviewProposed',
  { studentId: 'ada', employerId: 'northwind', internshipId: 'i1', round: 1, timeZone: 'Asia/Tokyo', slots: [a, b] },
  1,
);

describe('interviews projection', () => {
  it('follows an interview from proposal to pick and tells both parties', async () => {
    const { project } = projectionSpec(interviewsProjection);
    const spec = await project([proposed, event('InterviewSlotPicked', { round: 1, ...b }, 2)]);
    const documents = await spec.documents();
    expect(documents.interviews).toEqual(
      [
        {
          _id: 'app1',
          ...ids,
          studentId: 'ada',
          employerId: 'northwind',
          internshipId: 'i1',
          status: 'scheduled',
          round: 1,
          timeZone: 'Asia/Tokyo',
          slots: [a, b],
          picked: b,
          endsAt: b.end,
          cancelledBy: null,
          updatedAt: at(2),
        },
      ].map(({ applicationId: _unused, ...doc }) => doc),
    );
    const notices = spec.notices.filter((notice) => notice.topic === topics.interviews);
    expect(notices.at(-1)).toMatchObject({ rooms: [rooms.user('ada'), rooms.user('northwind')], ids: ['app1'] });
    expect(await spec.replay()).toEqual(documents);
  });

  it('drops the pick on a reschedule, and marks a cancellation with its side', async () => {
    const { project } = projectionSpec(interviewsProjection);
    const spec = await project([
      proposed,
      event('InterviewSlotPicked', { round: 1, ...a }, 2),
      event('InterviewRescheduled', { round: 2, timeZone: 'Europe/Berlin', slots: [c] }, 3),
      event('InterviewCancelled', { round: 2, by: 'employer', byId: 'northwind' }, 4),
    ]);
    const [doc] = (await spec.documents()).interviews!;
    expect(doc).toMatchObject({
      status: 'cancelled',
      round: 2,
      timeZone: 'Europe/Berlin',
      slots: [c],
      picked: null,
      endsAt: c.end,
      cancelledBy: 'employer',
    });
    expect(await spec.replay()).toEqual(await spec.documents());
  });

  it('skips events of an interview it does not hold, and one with a body it cannot read', async () => {
    const { project } = projectionSpec(interviewsProjection);
    const spec = await project([
      event('InterviewSlotPicked', { round: 1, ...a }, 1),
      proposed,
      {
        ...event('InterviewCancelled', { round: 1, by: 'student', byId: 'ada' }, 3),
        data: { ...ids, interviewId: 'other', round: 1, by: 'student', byId: 'ada' },
      },
      event('InterviewRescheduled', { round: 'two' }, 4),
    ]);
    const [doc] = (await spec.documents()).interviews!;
    expect(doc).toMatchObject({ status: 'proposed', picked: null, round: 1 });
  });
});
