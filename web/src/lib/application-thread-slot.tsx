/**
 * Where an application's thread shows on screens of other features (the student's application page, the employer's
 * application view, the university's student page): those screens place `ApplicationThreadSlot`, and the route that
 * composes them provides what fills it (docs/style.md §Web: features never import each other).
 */
import { createContext, useContext, type ReactNode } from 'react';

export type ApplicationThreadSlotProps = { applicationId: string; headingLevel?: 2 | 3; collapsible?: boolean };
type Render = (props: ApplicationThreadSlotProps) => ReactNode;

const SlotContext = createContext<Render | null>(null);

export function ApplicationThreadProvider({ render, children }: { render: Render; children: ReactNode }) {
  return <SlotContext.Provider value={render}>{children}</SlotContext.Provider>;
}

/** The thread of this application where a route provides one; nothing elsewhere. */
export function ApplicationThreadSlot(props: ApplicationThreadSlotProps) {
  const render = useContext(SlotContext);
  return render ? <>{render(props)}</> : null;
}
