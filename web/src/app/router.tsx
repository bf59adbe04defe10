import { useEffect, type ComponentType } from 'react';
import {
  createBrowserRouter,
  isRouteErrorResponse,
  Outlet,
  useLocation,
  useNavigate,
  useRouteError,
  type RouteObject,
} from 'react-router-dom';
import type { Role } from '@stint/shared/roles';
import { StatusPage } from '../components/status-page';
import { RequireRole } from '../features/auth/components/require-role';
import { setUnauthorizedHandler } from '../lib/api-client';
import { endSession, useSession } from '../lib/session';
import { AppShell } from './layout/app-shell';

/** A lazily loaded screen with its own error boundary. */
function screen(path: string | undefined, load: () => Promise<ComponentType>): RouteObject {
  const route = { ErrorBoundary: RouteError, lazy: async () => ({ Component: await load() }) };
  return path === undefined ? { index: true, ...route } : { path, ...route };
}

const notFound = () => import('./routes/not-found').then((module) => module.NotFound);

/**
 * A role's area: every path under `/{role}` is guarded (spec 1 §6), including those whose screens are not built yet,
 * which show Not Found once the guard lets the user through.
 */
function roleArea(role: Role, children: RouteObject[]): RouteObject {
  return {
    path: role,
    element: <RequireRole roles={[role]} />,
    ErrorBoundary: RouteError,
    children: [...children, screen(undefined, notFound), screen('*', notFound)],
  };
}

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
    children: [
      // Public, outside the shared layout.
      screen('login', () => import('./routes/login').then((module) => module.LoginRoute)),
      screen('register', () => import('./routes/register').then((module) => module.RegisterRoute)),
      screen('forgot-password', () =>
        import('../features/auth/components/forgot-password-screen').then((module) => module.ForgotPasswordScreen),
      ),
      screen('reset-password', () =>
        import('../features/auth/components/reset-password-screen').then((module) => module.ResetPasswordScreen),
      ),
      {
        Component: AppShell,
        ErrorBoundary: RouteError,
        children: [
          screen('confirm-email', () => import('./routes/confirm-email').then((module) => module.ConfirmEmailRoute)),
          screen(undefined, () => import('./routes/landing').then((module) => module.LandingRoute)),
          screen('about', () => import('./routes/about').then((module) => module.AboutRoute)),
          screen('privacy', () => import('./routes/privacy').then((module) => module.PrivacyRoute)),
          screen('terms', () => import('./routes/terms').then((module) => module.TermsRoute)),
          screen('contact', () => import('./routes/contact').then((module) => module.ContactRoute)),
          screen('newsletter/unsubscribe', () =>
            import('./routes/newsletter-unsubscribe').then((module) => module.NewsletterUnsubscribeRoute),
          ),
          screen('verify', () => import('./routes/verify').then((module) => module.VerifyRoute)),
          screen('verify/:code', () => import('./routes/verify').then((module) => module.VerifyRoute)),
          screen('internships', () => import('./routes/internships').then((module) => module.InternshipsRoute)),
          screen('internships/:id', () =>
            import('./routes/internship-detail').then((module) => module.InternshipDetailRoute),
          ),
          {
            // Applying is for students: anyone else is sent to sign in, or to their own dashboard.
            element: <RequireRole roles={['student']} />,
            ErrorBoundary: RouteError,
            children: [
              screen('internships/:id/apply', () => import('./routes/apply').then((module) => module.ApplyRoute)),
            ],
          },
          roleArea('student', [
            {
              // The student's frame: toasts, and the watcher that announces an employer's decision on any student screen.
              ErrorBoundary: RouteError,
              lazy: async () => ({ Component: (await import('./routes/student-area')).StudentArea }),
              children: [
                screen('dashboard', () =>
                  import('./routes/student-dashboard').then((module) => module.StudentDashboard),
                ),
                screen('internships', () =>
                  import('./routes/student-internships').then((module) => module.StudentInternships),
                ),
                screen('applications', () =>
                  import('./routes/student-applications').then((module) => module.StudentApplications),
                ),
                screen('applications/:id', () =>
                  import('./routes/student-application-detail').then((module) => module.StudentApplicationDetail),
                ),
                screen('logbook', () => import('./routes/student-logbook').then((module) => module.StudentLogbook)),
                screen('reports', () => import('./routes/student-reports').then((module) => module.StudentReports)),
                screen('profile', () => import('./routes/profile').then((module) => module.ProfileRoute)),
                screen('settings', () => import('./routes/settings').then((module) => module.SettingsRoute)),
                screen('your-data', () => import('./routes/your-data').then((module) => module.YourData)),
              ],
            },
          ]),
          roleArea('employer', [
            {
              // The employer's frame: toasts, and the watcher that announces a new application on any employer screen.
              ErrorBoundary: RouteError,
              lazy: async () => ({ Component: (await import('./routes/employer-area')).EmployerArea }),
              children: [
                screen('dashboard', () =>
                  import('./routes/employer-dashboard').then((module) => module.EmployerDashboard),
                ),
                screen('post-internship', () =>
                  import('./routes/employer-post-internship').then((module) => module.EmployerPostInternship),
                ),
                screen('internships', () =>
                  import('./routes/employer-internships').then((module) => module.EmployerInternships),
                ),
                screen('internships/:id', () =>
                  import('./routes/employer-internship-detail').then((module) => module.EmployerInternshipDetail),
                ),
                screen('internships/edit/:id', () =>
                  import('./routes/employer-internship-edit').then((module) => module.EmployerInternshipEdit),
                ),
                screen('applications', () =>
                  import('./routes/employer-applications').then((module) => module.EmployerApplications),
                ),
                screen('pipeline', () =>
                  import('./routes/employer-pipeline').then((module) => module.EmployerPipeline),
                ),
                screen('evaluations', () =>
                  import('./routes/employer-evaluations').then((module) => module.EmployerEvaluations),
                ),
                screen('evaluations/create/:applicationId', () =>
                  import('./routes/employer-evaluation-create').then((module) => module.EmployerEvaluationCreate),
                ),
                screen('logbooks', () =>
                  import('./routes/employer-logbooks').then((module) => module.EmployerLogbooks),
                ),
                screen('profile', () => import('./routes/profile').then((module) => module.ProfileRoute)),
                screen('settings', () => import('./routes/settings').then((module) => module.SettingsRoute)),
                screen('your-data', () => import('./routes/your-data').then((module) => module.YourData)),
              ],
            },
          ]),
          roleArea('admin', [
            screen('dashboard', () => import('./routes/admin-dashboard').then((module) => module.AdminDashboard)),
            screen('analytics', () => import('./routes/admin-analytics').then((module) => module.AdminAnalytics)),
            screen('system', () => import('./routes/admin-system').then((module) => module.AdminSystem)),
            screen('profile', () => import('./routes/profile').then((module) => module.ProfileRoute)),
            screen('settings', () => import('./routes/settings').then((module) => module.SettingsRoute)),
            screen('your-data', () => import('./routes/your-data').then((module) => module.YourData)),
            {
              // The review screens' frame: toasts, and the watchers that announce new reports and evaluations.
              ErrorBoundary: RouteError,
              lazy: async () => ({ Component: (await import('./routes/admin-review-area')).AdminReviewArea }),
              children: [
                screen('reports', () => import('./routes/admin-reports').then((module) => module.AdminReports)),
                screen('evaluations', () =>
                  import('./routes/admin-evaluations').then((module) => module.AdminEvaluations),
                ),
              ],
            },
            {
              // The oversight screens' frame: the toasts their actions show.
              ErrorBoundary: RouteError,
              lazy: async () => ({ Component: (await import('./routes/admin-oversight-area')).AdminOversightArea }),
              children: [
                screen('users', () => import('./routes/admin-users').then((module) => module.AdminUsers)),
                screen('students', () => import('./routes/admin-students').then((module) => module.AdminStudents)),
                screen('internships', () =>
                  import('./routes/admin-internships').then((module) => module.AdminInternships),
                ),
              ],
            },
          ]),
          roleArea('university', [
            screen('dashboard', () =>
              import('./routes/university-dashboard').then((module) => module.UniversityDashboard),
            ),
            screen('students', () =>
              import('./routes/university-students').then((module) => module.UniversityStudents),
            ),
            screen('students/:id', () =>
              import('./routes/university-student-detail').then((module) => module.UniversityStudentDetail),
            ),
            screen('reports', () => import('./routes/university-reports').then((module) => module.UniversityReports)),
            screen('logbooks', () =>
              import('./routes/university-logbooks').then((module) => module.UniversityLogbooks),
            ),
            screen('profile', () => import('./routes/profile').then((module) => module.ProfileRoute)),
            screen('settings', () => import('./routes/settings').then((module) => module.SettingsRoute)),
            screen('your-data', () => import('./routes/your-data').then((module) => module.YourData)),
          ]),
          screen('*', notFound),
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

// Spec 1 §4: a 401 on any authenticated call ends the session and sends the browser to /login, remembering the page.
setUnauthorizedHandler(() => {
  if (!useSession.getState().token) return;
  endSession();
  const { pathname, search, hash } = router.state.location;
  if (pathname === '/login') return;
  void router.navigate('/login', { replace: true, state: { from: { pathname, search, hash } } });
});

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
    <StatusPage
      title={title}
      message={text}
      actions={
        <>
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            Reload Page
          </button>
          <button type="button" className="button button--secondary" onClick={() => void navigate('/')}>
            Go Home
          </button>
        </>
      }
    />
  );
}

/** A lazy route module that no longer exists on the server: the tab runs a build older than the deployed one. */
function isOutdatedBundle(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|module script failed|error loading dynamically/i.test(error.message)
  );
}
