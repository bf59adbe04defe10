/**
 * The thread panel and unread count of the messages feature, provided to the application screens of other features
 * (`lib/application-thread-slot.tsx`): composed here, as docs/style.md §Web has features composed by routes. The
 * interview panel (issue 17 item 3) goes above the thread, for the application's student and employer only.
 */
import type { ReactNode } from 'react';
import { InterviewPanel } from '../../features/interviews/components/interview-panel';
import { ApplicationUnread } from '../../features/messages/components/application-unread';
import { ThreadPanel } from '../../features/messages/components/thread-panel';
import { ApplicationThreadProvider } from '../../lib/application-thread-slot';

const renders = {
  thread: (props: Parameters<typeof ThreadPanel>[0]) => (
    <>
      <InterviewPanel applicationId={props.applicationId} headingLevel={props.headingLevel ?? 2} />
      <ThreadPanel {...props} />
    </>
  ),
  unread: (props: { applicationId: string }) => <ApplicationUnread {...props} />,
};

export function WithApplicationThreads({ children }: { children: ReactNode }) {
  return <ApplicationThreadProvider renders={renders}>{children}</ApplicationThreadProvider>;
}
