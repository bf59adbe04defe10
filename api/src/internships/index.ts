import type { RouteDefinition } from '../http/route';
import { bookmarkInternshipRoute } from './bookmark-internship.route';
import { getInternshipRoute, listEmployerInternshipsRoute } from './internship-queries.routes';
import {
  deactivateInternshipRoute,
  publishInternshipRoute,
  reactivateInternshipRoute,
} from './internship-status.routes';
import { listInternshipsRoute } from './list-internships.route';
import { postInternshipRoute } from './post-internship.route';
import { updateInternshipRoute } from './update-internship.route';

/** The fixed paths come before `/internships/:id`. */
export const internshipRoutes: RouteDefinition[] = [
  listInternshipsRoute,
  postInternshipRoute,
  listEmployerInternshipsRoute,
  getInternshipRoute,
  updateInternshipRoute,
  publishInternshipRoute,
  deactivateInternshipRoute,
  reactivateInternshipRoute,
  bookmarkInternshipRoute,
];
