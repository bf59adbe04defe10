/**
 * Where an application's thread shows on screens of other features (the student's application page and list, the
 * employer's application view, the university's student page): those screens place `ApplicationThreadSlot` or
 * `ApplicationUnreadSlot`, and the route that composes them provides what fills them (docs/style.md §Web: features
 * never import each other).
 */
import { createContext, useContext, type ReactNode } from 'react';

export type ApplicationThreadSlotProps = { applicationId: string; headingLevel?: 2 | 3; collapsible?: boolean };

type Renders = {
  thread: (props: ApplicationThreadSlotProps) => ReactNode;
  /** How many messages of the application wait for the signed-in person. */
  unread: (props: { applicationId: string }) => ReactNode;
};

const SlotContext = createContext<Renders | null>(null);

export function ApplicationThreadProvider({ renders, children }: { renders: Renders; children: ReactNode }) {
  return <SlotContext.Provider value={renders}>{children}</SlotContext.Provider>;
}

/** The thread of this application where a route provides one; nothing elsewhere. */
export function ApplicationThreadSlot(props: ApplicationThreadSlotProps) {
  const renders = useContext(SlotContext);
  return renders ? <>{renders.thread(props)}</> : null;
}

/** The application's unread messages where a route provides them; nothing elsewhere. */
export function ApplicationUnreadSlot(props: { applicationId: string }) {
  const renders = useContext(SlotContext);
  return renders ? <>{renders.unread(props)}</> : null;
}
