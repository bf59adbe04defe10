/**
 * The thread panel of the messages feature, provided to the application screens of other features
 * (`lib/application-thread-slot.tsx`): composed here, as docs/style.md §Web has features composed by routes.
 */
import type { ReactNode } from 'react';
import { ThreadPanel } from '../../features/messages/components/thread-panel';
import { ApplicationThreadProvider } from '../../lib/application-thread-slot';

export function WithApplicationThreads({ children }: { children: ReactNode }) {
  return (
    <ApplicationThreadProvider render={(props) => <ThreadPanel {...props} />}>{children}</ApplicationThreadProvider>
  );
}
