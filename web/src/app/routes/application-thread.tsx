/**
 * The thread panel and unread count of the messages feature, provided to the application screens of other features
 * (`lib/application-thread-slot.tsx`): composed here, as docs/style.md §Web has features composed by routes.
 */
import type { ReactNode } from 'react';
import { ApplicationUnread } from '../../features/messages/components/application-unread';
import { ThreadPanel } from '../../features/messages/components/thread-panel';
import { ApplicationThreadProvider } from '../../lib/application-thread-slot';

const renders = {
  thread: (props: Parameters<typeof ThreadPanel>[0]) => <ThreadPanel {...props} />,
  unread: (props: { applicationId: string }) => <ApplicationUnread {...props} />,
};

export function WithApplicationThreads({ children }: { children: ReactNode }) {
  return <ApplicationThreadProvider renders={renders}>{children}</ApplicationThreadProvider>;
}
