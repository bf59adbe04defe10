/** A contact message (stream `contact-<messageId>`): received once; the same message again changes nothing. */
import type { Decider } from '../decider';
import type { ContactCommand } from './contact.commands';
import { contactEventSchemas, type ContactEvent } from './contact.events';

export type ContactState = { status: 'none' } | { status: 'received'; messageId: string };

export const contactDecider: Decider<ContactState, ContactCommand, ContactEvent> & {
  eventSchemas: typeof contactEventSchemas;
} = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => ({ status: 'received', messageId: event.data.messageId }),
  decide: (command, state) => {
    if (state.status === 'received') return [];
    return [
      {
        type: 'ContactMessageReceived',
        data: { messageId: command.messageId, senderId: command.senderId, content: command.content },
      },
    ];
  },
  eventSchemas: contactEventSchemas,
};
