/**
 * `POST /auth/forgot-password` (spec 1 §2.11, §7): asks for a reset link. The answer is the same whether or not the
 * email has an account; its message is what the confirmation shows.
 */
import type { ForgotPasswordBody } from '@stint/shared/accounts/accounts.schemas';
import { apiRequest } from '../../../lib/api-client';

export async function requestPasswordReset(body: ForgotPasswordBody): Promise<{ message: string | undefined }> {
  // No bearer token: asking for a link has nothing to do with whoever may be signed in in this browser.
  const { message } = await apiRequest<unknown>('/auth/forgot-password', { method: 'POST', body, token: null });
  return { message };
}
