import { useEffect } from 'react';
import {
  createBrowserRouter,
  isRouteErrorResponse,
  Outlet,
  useLocation,
  useNavigate,
  useRouteError,
  type RouteObject,
} from 'react-router-dom';

/**
 * The route table (spec 1 §2.1, spec 2). A screen's route is added here when the screen is built, as a lazy module
 * with its own error boundary; until then its path falls through to Not Found.
 */
const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: RouteLoading,
    children: [{ path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFound }) }],
  },
];

export const router = createBrowserRouter(routes);

function RootLayout() {
  const { pathname } = useLocation();

  // Spec 1 §2.1: on every path change the page scrolls smoothly to the top.
  useEffect(() => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [pathname]);

  return <Outlet />;
}

/** Shown while the first route module loads; announced to screen readers, visually empty to avoid a flash. */
function RouteLoading() {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}

function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const title = isNotFound ? 'Page Not Found' : 'Something went wrong';
  const text = isNotFound
    ? 'The page you are looking for does not exist or has been moved.'
    : isOutdatedBundle(error)
      ? 'A new version of Stint is available. Reload the page to continue.'
      : 'This page could not be displayed. Reload the page to try again; if it keeps happening, come back a little later.';

  return (
    <main className="status-page" aria-labelledby="route-error-title">
      <title>{`${title} · Stint`}</title>
      <div className="status-page__panel">
        <h1 id="route-error-title">{title}</h1>
        <p className="status-page__text">{text}</p>
        <div className="status-page__actions">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            Reload Page
          </button>
          <button type="button" className="button button--secondary" onClick={() => void navigate('/')}>
            Go Home
          </button>
        </div>
      </div>
    </main>
  );
}

/** A lazy route module that no longer exists on the server: the tab runs a build older than the deployed one. */
function isOutdatedBundle(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|module script failed|error loading dynamically/i.test(error.message)
  );
}
