/**
 * The threads read model: messages with their text opened, unread counts per side that the reader's markers clear,
 * notices to both sides and the university, and a deleted author's messages shown as removed — at once, and the same
 * after a rebuild without their key.
 */
import { describe, expect, it } from 'vitest';
import { rooms } from '@stint/shared';
import type { PersonalDataCipher } from '@stint/shared/infra/crypto/personal-data';
import { topics } from '@stint/shared/live/topics';
import { messageThreadStream } from '@stint/shared/messages/messages.streams';
import { userStream } from '@stint/shared/accounts/accounts.streams';
import { projectionSpec, sealWith, type GivenEvent } from '../testing/projection-spec';
import { messageThreadsProjection } from './message-threads.projection';

const at = (minute: number) => new Date(Date.UTC(2027, 2, 1, 9, minute)).toISOString();
const thread = { applicationId: 'app1', studentId: 'ada', employerId: 'northwind', internshipId: 'i1' };

function story(cipher: PersonalDataCipher) {
  const seal = sealWith(cipher);
  return {
    async posted(messageId: string, seq: number, by: 'student' | 'employer', text: string): Promise<GivenEvent> {
      const authorId = by === 'student' ? 'ada' : 'northwind';
      return {
        stream: messageThreadStream('app1'),
        type: 'MessagePosted',
        data: {
          ...thread,
          messageId,
          seq,
          authorId,
          authorRole: by,
          universityId: 'uni',
          text: await seal(authorId, { text }),
        },
        metadata: { at: at(seq), actor: { id: authorId, role: by } },
      };
    },
    read(readerId: string, upToMessageId: string, upTo: number, minute: number): GivenEvent {
      return {
        stream: messageThreadStream('app1'),
        type: 'MessagesRead',
        data: { applicationId: 'app1', readerId, upToMessageId, upTo },
        metadata: { at: at(minute) },
      };
    },
  };
}

describe('message-threads projection', () => {
  it('keeps the messages and what each side has still to read', async () => {
    const { cipher, project } = projectionSpec(messageThreadsProjection);
    const given = story(cipher);
    const spec = await project([
      await given.posted('m1', 1, 'student', 'Hello, is the role remote?'),
      await given.posted('m2', 2, 'employer', 'Partly: two days a week in the office.'),
      await given.posted('m3', 3, 'employer', 'Does that suit you?'),
      given.read('ada', 'm2', 2, 10),
    ]);
    const documents = await spec.documents();
    expect(documents.thread_messages!.map((m) => [m._id, m.seq, m.authorRole, m.text])).toEqual([
      ['m1', 1, 'student', 'Hello, is the role remote?'],
      ['m2', 2, 'employer', 'Partly: two days a week in the office.'],
      ['m3', 3, 'employer', 'Does that suit you?'],
    ]);
    expect(documents.message_threads).toEqual([
      {
        _id: 'app1',
        studentId: 'ada',
        employerId: 'northwind',
        internshipId: 'i1',
        universityId: 'uni',
        messageCount: 3,
        lastMessageAt: at(3),
        studentReadUpTo: 2,
        employerReadUpTo: 0,
        studentUnread: 1,
        employerUnread: 1,
      },
    ]);
    const messageNotices = spec.notices.filter((notice) => notice.topic === topics.messages);
    expect(messageNotices.some((notice) => notice.rooms.includes(rooms.university('uni')))).toBe(true);
    expect(messageNotices.at(-1)).toMatchObject({ rooms: [rooms.user('ada')], ids: ['app1'] });
    expect(await spec.replay()).toEqual(documents);
  });

  it('shows a deleted author’s messages as removed at once, as a rebuild without their key does', async () => {
    const { cipher, project } = projectionSpec(messageThreadsProjection);
    const given = story(cipher);
    const spec = await project([
      await given.posted('m1', 1, 'student', 'My secret plans'),
      await given.posted('m2', 2, 'employer', 'Thanks, noted.'),
      {
        stream: userStream('ada'),
        type: 'AccountDeleted',
        data: { userId: 'ada', role: 'student' },
        metadata: { at: at(20) },
      },
    ]);
    const documents = await spec.documents();
    expect(JSON.stringify(documents)).not.toContain('My secret plans');
    expect(documents.thread_messages!.map((m) => [m._id, m.text])).toEqual([
      ['m1', null],
      ['m2', 'Thanks, noted.'],
    ]);
    await cipher.erase('ada');
    expect(await spec.replay()).toEqual(documents);
  });

  it('skips a read marker of someone who takes no part, and one of a thread it has not seen', async () => {
    const { cipher, project } = projectionSpec(messageThreadsProjection);
    const given = story(cipher);
    const spec = await project([
      given.read('ada', 'm1', 1, 0),
      await given.posted('m1', 1, 'employer', 'Welcome!'),
      given.read('alan', 'm1', 1, 5),
    ]);
    const [threadDoc] = (await spec.documents()).message_threads!;
    expect(threadDoc).toMatchObject({ studentReadUpTo: 0, studentUnread: 1, employerUnread: 0 });
  });
});
