/** What the university's list screens share: the error screen, the empty state and the Summary. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { StatCards, type StatCard } from '../../../components/stat-cards';
import { StatusPage } from '../../../components/status-page';

/** Spec 2 §8: on any university list error, an error panel with a Try Again button that reloads the page. */
export function ListError({ title, message }: { title: string; message: string }) {
  return <StatusPage title={title} message={message} alert onRetry={() => window.location.reload()} />;
}

/** The empty list; past the last page (the list shrank), a way back to the first. */
export function EmptyList({ title, text, firstPage }: { title: string; text: string; firstPage: string | null }) {
  return (
    <div className="empty-panel">
      <h3 className="empty-panel__title">{firstPage ? 'Nothing on this page' : title}</h3>
      {firstPage ? (
        <p>
          There are fewer pages now. <Link to={firstPage}>Go to the first page</Link>.
        </p>
      ) : (
        <p>{text}</p>
      )}
    </div>
  );
}

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
