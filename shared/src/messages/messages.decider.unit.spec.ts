import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NotFoundError, ValidationError } from '../errors';
import { decideAll, deciderSpec } from '../testing/decider-spec';
import type { SealedValue } from '../sealed';
import type { MessageCommand, PostMessage } from './messages.commands';
import { messageThreadDecider } from './messages.decider';
import type { MessageEvent } from './messages.events';

const spec = deciderSpec(messageThreadDecider);
const sealed: SealedValue = { $pii: 'v1', p: 'ada', iv: 'iv', ct: 'ct', tag: 'tag' };
const thread = { applicationId: 'app1', studentId: 'ada', employerId: 'northwind', internshipId: 'i1' };

const post = (messageId: string, by: 'student' | 'employer', authorId?: string): PostMessage => ({
  type: 'PostMessage',
  ...thread,
  messageId,
  author: { id: authorId ?? (by === 'student' ? 'ada' : 'northwind'), role: by },
  universityId: 'uni',
  text: sealed,
});
const posted = (messageId: string, seq: number, by: 'student' | 'employer'): MessageEvent => ({
  type: 'MessagePosted',
  data: {
    ...thread,
    messageId,
    seq,
    authorId: by === 'student' ? 'ada' : 'northwind',
    authorRole: by,
    universityId: 'uni',
    text: sealed,
  },
});
const read = (readerId: string, upToMessageId: string, upTo: number): MessageEvent => ({
  type: 'MessagesRead',
  data: { applicationId: 'app1', readerId, upToMessageId, upTo },
});
const mail = (recipientId: string, messageId: string, day: string) =>
  ({ type: 'RecordUnreadMessageMail', applicationId: 'app1', recipientId, messageId, day }) as const;
const mailed = (recipientId: string, messageId: string, day: string): MessageEvent => ({
  type: 'UnreadMessageMailed',
  data: { applicationId: 'app1', recipientId, messageId, day },
});

describe('message thread decider', () => {
  it('numbers the messages of the student and the employer from 1', () => {
    spec
      .given([])
      .when(post('m1', 'student'))
      .then([posted('m1', 1, 'student')]);
    spec
      .given([posted('m1', 1, 'student')])
      .when(post('m2', 'employer'))
      .then([posted('m2', 2, 'employer')]);
  });

  it('records a message sent twice once', () => {
    spec
      .given([posted('m1', 1, 'student')])
      .when(post('m1', 'student'))
      .then([]);
  });

  it('lets nobody but the two participants write', () => {
    spec
      .given([])
      .when(post('m1', 'student', 'alan'))
      .thenThrows(NotFoundError, 'Application not found');
    spec
      .given([])
      .when(post('m1', 'employer', 'acme'))
      .thenThrows(NotFoundError);
    // The thread's participants are those of its first message, whatever a later command claims.
    spec
      .given([posted('m1', 1, 'student')])
      .when({ ...post('m2', 'student', 'alan'), studentId: 'alan' })
      .thenThrows(NotFoundError);
  });

  it('moves a read marker forward only, up to a message of the thread', () => {
    const given = [posted('m1', 1, 'student'), posted('m2', 2, 'employer')];
    const markRead = (readerId: string, upToMessageId: string): MessageCommand => ({
      type: 'MarkMessagesRead',
      applicationId: 'app1',
      readerId,
      upToMessageId,
    });
    spec
      .given(given)
      .when(markRead('ada', 'm2'))
      .then([read('ada', 'm2', 2)]);
    spec
      .given([...given, read('ada', 'm2', 2)])
      .when(markRead('ada', 'm2'))
      .then([]);
    spec
      .given([...given, read('ada', 'm2', 2)])
      .when(markRead('ada', 'm1'))
      .then([]);
    spec.given(given).when(markRead('ada', 'nope')).thenThrows(ValidationError, 'That message is not in this thread');
    spec.given(given).when(markRead('alan', 'm2')).thenThrows(NotFoundError);
    spec.given([]).when(markRead('ada', 'm1')).thenThrows(NotFoundError);
  });

  it('mails a recipient about an unread message once a day, never its author or after reading', () => {
    const given = [posted('m1', 1, 'employer')];
    spec
      .given(given)
      .when(mail('ada', 'm1', '2026-11-26'))
      .then([mailed('ada', 'm1', '2026-11-26')]);
    spec
      .given([...given, mailed('ada', 'm1', '2026-11-26')])
      .when(mail('ada', 'm1', '2026-11-26'))
      .then([]);
    spec
      .given([...given, posted('m2', 2, 'employer'), mailed('ada', 'm1', '2026-11-26')])
      .when(mail('ada', 'm2', '2026-11-26'))
      .then([]);
    spec
      .given([...given, mailed('ada', 'm1', '2026-11-26')])
      .when(mail('ada', 'm1', '2026-11-27'))
      .then([mailed('ada', 'm1', '2026-11-27')]);
    spec
      .given([...given, read('ada', 'm1', 1)])
      .when(mail('ada', 'm1', '2026-11-26'))
      .then([]);
    spec
      .given(given)
      .when(mail('northwind', 'm1', '2026-11-26'))
      .then([]);
    spec
      .given(given)
      .when(mail('alan', 'm1', '2026-11-26'))
      .then([]);
    spec
      .given(given)
      .when(mail('ada', 'nope', '2026-11-26'))
      .then([]);
  });

  it('numbers messages without gaps and never moves a read marker back, whatever is sent', () => {
    const command = fc.oneof(
      fc
        .record({ id: fc.constantFrom('m1', 'm2', 'm3', 'm4'), by: fc.constantFrom('student', 'employer') })
        .map(({ id, by }) => post(id, by as 'student' | 'employer')),
      fc
        .record({ reader: fc.constantFrom('ada', 'northwind', 'alan'), id: fc.constantFrom('m1', 'm2', 'm3', 'm9') })
        .map(({ reader, id }): MessageCommand => ({
          type: 'MarkMessagesRead',
          applicationId: 'app1',
          readerId: reader,
          upToMessageId: id,
        })),
    );
    fc.assert(
      fc.property(fc.array(command, { maxLength: 20 }), (commands) => {
        const { events } = decideAll(messageThreadDecider, commands);
        const seqs = events.flatMap((event) => (event.type === 'MessagePosted' ? [event.data.seq] : []));
        expect(seqs).toEqual(seqs.map((_, index) => index + 1));
        const markers: Record<string, number> = {};
        for (const event of events) {
          if (event.type !== 'MessagesRead') continue;
          expect(event.data.upTo).toBeGreaterThan(markers[event.data.readerId] ?? 0);
          markers[event.data.readerId] = event.data.upTo;
        }
      }),
    );
  });
});
