/**
 * `POST /ops/links` (issues 6 and 9): a 60-second link to an operations page — the queue board or the API docs —
 * which the server trades for a 30-minute session on /ops when it loads. A page load cannot carry the bearer token,
 * hence the link. The new tab is opened in the click itself (popup blockers allow only that) and sent to the link
 * once it arrives.
 */
import { useState } from 'react';
import { apiFetch, errorMessage } from '../../../lib/api-client';

export type OpsPage = 'queues' | 'api-docs' | 'projections';
export type OpsLink = { url: string; expiresAt: string };

export function createOpsLink(target: OpsPage): Promise<OpsLink> {
  return apiFetch<OpsLink>('/ops/links', { method: 'POST', body: { target } });
}

export function useOpenOpsPage() {
  const [pending, setPending] = useState<OpsPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** When the browser refused the new tab: the link, to open by hand while it lasts. */
  const [blocked, setBlocked] = useState<{ page: OpsPage; url: string } | null>(null);

  async function open(page: OpsPage): Promise<void> {
    setError(null);
    setBlocked(null);
    const tab = window.open('', '_blank');
    // The ops page must not reach back into this one.
    if (tab) tab.opener = null;
    setPending(page);
    try {
      const { url } = await createOpsLink(page);
      const absolute = new URL(url, window.location.origin).toString();
      if (tab && !tab.closed) tab.location.href = absolute;
      else setBlocked({ page, url: absolute });
    } catch (failure) {
      tab?.close();
      setError(errorMessage(failure, 'The operations page could not be opened. Please try again.'));
    } finally {
      setPending(null);
    }
  }

  return { open, pending, error, blocked };
}
