/** What the university's list screens share: the error screen, the empty state and the Summary. */
import type { ReactNode } from 'react';
import { StatCards, type StatCard } from '../../../components/stat-cards';
import { StatusPage } from '../../../components/status-page';

/** Spec 2 §8: on any university list error, an error panel with a Try Again button that reloads the page. */
export function ListError({ title, message }: { title: string; message: string }) {
  return <StatusPage title={title} message={message} alert onRetry={() => window.location.reload()} />;
}

// The empty list (past the last page, a way back to the first) is the shared list-screen one.
export { EmptyList } from '../../../components/list-screen';

export function Summary({ cards, note }: { cards: StatCard[]; note?: ReactNode }) {
  return (
    <section className="uni-summary" aria-labelledby="summary-title">
      <h2 id="summary-title" className="uni-summary__title">
        Summary
      </h2>
      <StatCards cards={cards} minWidth="9rem" />
      {note ? <p className="muted uni-summary__note">{note}</p> : null}
    </section>
  );
}
