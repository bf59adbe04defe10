import type { SealedValue } from '../sealed';

export type ReceiveContactMessage = {
  type: 'ReceiveContactMessage';
  messageId: string;
  senderId: string;
  content: SealedValue;
};

export type ContactCommand = ReceiveContactMessage;
