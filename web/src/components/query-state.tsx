/**
 * The states of a block of server data read with SWR, in one place: the data once it is there (or its empty state),
 * else the failure with Try Again, else a spinner. Data already on screen wins over a later failure or a reload, so a
 * refresh that fails never blanks what someone was reading (SWR keeps `data` alongside a new `error`).
 */
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-client';
import { Banner } from './alerts';
import { LoadingPanel } from './loading-panel';

/** The part of an SWR result the states depend on. */
export type QueryResult<Data> = {
  data: Data | undefined;
  error: unknown;
  mutate: () => Promise<unknown>;
};

/** Loads the data again (SWR's `mutate`), as a small secondary button. */
export function RetryButton({ onRetry }: { onRetry: () => unknown }) {
  return (
    <button type="button" className="button button--secondary button--small" onClick={() => void onRetry()}>
      Try Again
    </button>
  );
}

/** A failed load as a danger banner: the server's message (or the fallback text) and Try Again. */
export function QueryError({
  title,
  error,
  fallback,
  onRetry,
}: {
  title: string;
  error: unknown;
  /** What to say when the failure carries no message of its own. */
  fallback: string;
  onRetry: () => unknown;
}) {
  return (
    <Banner tone="danger" title={title}>
      <p>{errorMessage(error, fallback)}</p>
      <RetryButton onRetry={onRetry} />
    </Banner>
  );
}

export function QueryState<Data>({
  query,
  errorTitle,
  errorText,
  loadingText,
  isEmpty,
  empty = null,
  children,
}: {
  query: QueryResult<Data>;
  errorTitle: string;
  /** The failure's text when the server gave none. */
  errorText: string;
  loadingText: string;
  /** Whether the loaded data has nothing to show; `empty` shows instead of `children`. */
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  const { data, error, mutate } = query;
  if (data !== undefined) return <>{isEmpty?.(data) ? empty : children(data)}</>;
  if (error) return <QueryError title={errorTitle} error={error} fallback={errorText} onRetry={mutate} />;
  return <LoadingPanel text={loadingText} />;
}
