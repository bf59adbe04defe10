/**
 * `POST /newsletter/subscribe` (spec 1 §2.4, §7): subscribes an email to the weekly digest of new internships in the
 * chosen categories; subscribing the same email again replaces its categories.
 */
import { useState } from 'react';
import type { NewsletterCategory } from '@stint/shared/newsletter/newsletter.constants';
import { NEWSLETTER_FAILURE_MESSAGE } from '@stint/shared/newsletter/newsletter.constants';
import { apiRequest, errorMessage } from '../../../lib/api-client';

export type SubscribeBody = { email: string; interestedCategories: NewsletterCategory[] };

export async function subscribeToNewsletter(body: SubscribeBody): Promise<{ message: string | undefined }> {
  // Works the same signed in or out: the subscription belongs to the address, not to an account.
  const { message } = await apiRequest<unknown>('/newsletter/subscribe', { method: 'POST', body, token: null });
  return { message };
}

export type SubscribeState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; message: string }
  | { status: 'error'; message: string };

/** Spec 1 §4: idle, loading, then success or error (server message, else 'Failed to subscribe'). */
export function useSubscribeToNewsletter(successMessage: string) {
  const [state, setState] = useState<SubscribeState>({ status: 'idle' });

  const subscribe = async (body: SubscribeBody): Promise<boolean> => {
    setState({ status: 'loading' });
    try {
      const { message } = await subscribeToNewsletter(body);
      setState({ status: 'success', message: message ?? successMessage });
      return true;
    } catch (error) {
      setState({ status: 'error', message: errorMessage(error, NEWSLETTER_FAILURE_MESSAGE) });
      return false;
    }
  };

  return { state, setState, subscribe };
}
