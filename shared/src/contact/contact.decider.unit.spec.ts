import { describe, it } from 'vitest';
import type { SealedValue } from '../sealed';
import { deciderSpec } from '../testing/decider-spec';
import { contactDecider } from './contact.decider';

const content: SealedValue = { $pii: 'v1', p: 'sender', iv: 'aXY=', ct: 'Y3Q=', tag: 'dGFn' };
const spec = deciderSpec(contactDecider);
const command = { type: 'ReceiveContactMessage', messageId: 'm1', senderId: 'sender', content } as const;

describe('contact decider', () => {
  it('records a message once; the same message again changes nothing', () => {
    spec
      .given([])
      .when(command)
      .then([{ type: 'ContactMessageReceived', data: { messageId: 'm1', senderId: 'sender', content } }]);
    spec
      .given([{ type: 'ContactMessageReceived', data: { messageId: 'm1', senderId: 'sender', content } }])
      .when(command)
      .then([]);
  });
});
