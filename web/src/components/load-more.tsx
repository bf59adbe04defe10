/**
 * The foot of a list read page by page (spec 1 §9: "Load More when a next page exists"): while a next page exists, how
 * many items show out of how many and the Load More button. When the last page arrives the button goes away and the
 * line says that all are shown; if the button had focus, focus moves to that line instead of the top of the page.
 */
import { useEffect, useRef, useState } from 'react';
import './load-more.css';

export function LoadMore({
  shown,
  total,
  noun,
  hasNextPage,
  isLoading,
  onLoadMore,
}: {
  shown: number;
  total: number | undefined;
  /** The plural of what the list holds ('entries'). */
  noun: string;
  hasNextPage: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
}) {
  const statusRef = useRef<HTMLParagraphElement>(null);
  const buttonHadFocus = useRef(false);
  const [hasLoadedMore, setHasLoadedMore] = useState(false);

  useEffect(() => {
    if (hasNextPage || !buttonHadFocus.current) return;
    buttonHadFocus.current = false;
    statusRef.current?.focus();
  }, [hasNextPage]);

  // A list that fits on its first page needs no foot.
  if (shown === 0 || (!hasNextPage && !hasLoadedMore)) return null;
  return (
    <div className="load-more">
      <p ref={statusRef} className="load-more__status" tabIndex={-1} role="status">
        {total !== undefined && total > shown ? `Showing ${shown} of ${total} ${noun}` : `Showing all ${shown} ${noun}`}
      </p>
      {hasNextPage ? (
        <button
          type="button"
          className="button button--secondary"
          // aria-disabled rather than disabled while loading: a disabled button would drop the focus.
          onClick={() => {
            if (isLoading) return;
            setHasLoadedMore(true);
            onLoadMore();
          }}
          onFocus={() => {
            buttonHadFocus.current = true;
          }}
          onBlur={() => {
            buttonHadFocus.current = false;
          }}
          aria-disabled={isLoading || undefined}
        >
          {isLoading ? 'Loading…' : 'Load More'}
        </button>
      ) : null}
    </div>
  );
}
