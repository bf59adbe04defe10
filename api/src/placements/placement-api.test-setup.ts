/**
 * An api on the embedded profile with what a placement needs end to end: accounts, internships (a withdrawal reads the
 * internship's last day), applications, and the logbook entries, reports and evaluations written during it, with their
 * real projections. Specs add their own on top.
 */
import type { Projection } from '@stint/projector';
import { usersProjection } from '@stint/projector/accounts/users.projection';
import { applicationsProjection } from '@stint/projector/applications/applications.projection';
import { evaluationsProjection } from '@stint/projector/evaluations/evaluations.projection';
import { internshipsProjection } from '@stint/projector/internships/internships.projection';
import { logbooksProjection } from '@stint/projector/logbooks/logbooks.projection';
import { reportsProjection } from '@stint/projector/reports/reports.projection';
import { startTestApi } from '@stint/launcher/testing/test-api';
import { accountAuthenticator } from '../accounts/authenticate';
import { accountRoutes } from '../accounts/index';
import { applicationRoutes } from '../applications/index';
import { evaluationRoutes } from '../evaluations/index';
import type { RouteDefinition } from '../http/route';
import { logbookRoutes } from '../logbooks/index';
import { reportRoutes } from '../reports/index';

export function startPlacementApi(more: { routes?: RouteDefinition[]; projections?: Projection[] } = {}) {
  return startTestApi('embedded', {
    routes: [
      ...accountRoutes,
      ...applicationRoutes,
      ...logbookRoutes,
      ...reportRoutes,
      ...evaluationRoutes,
      ...(more.routes ?? []),
    ],
    projections: [
      usersProjection,
      internshipsProjection,
      applicationsProjection,
      logbooksProjection,
      reportsProjection,
      evaluationsProjection,
      ...(more.projections ?? []),
    ],
    authenticate: accountAuthenticator,
  });
}
