/**
 * GET /users/dashboard/stats (spec 2 §7, DESIGN §6): the employer dashboard's counts of its own internships
 * and of the applications to them. Admin stats (spec 2 §3) come with the admin area; until then every role
 * but employer gets a 403.
 */
import { z } from 'zod';
import { defineRoute } from '../http/route';
import { applicationsOf, internshipsOf } from './applications.store';

export const employerDashboardStatsSchema = z.object({
  totalInternships: z.number().int(),
  activeInternships: z.number().int(),
  totalApplications: z.number().int(),
  pendingApplications: z.number().int(),
  reviewingApplications: z.number().int(),
  acceptedApplications: z.number().int(),
  rejectedApplications: z.number().int(),
});
export type EmployerDashboardStats = z.infer<typeof employerDashboardStatsSchema>;

export const dashboardStatsRoute = defineRoute({
  method: 'get',
  path: '/users/dashboard/stats',
  summary: 'Your dashboard counts (employers: internships and the applications to them)',
  tags: ['users'],
  access: ['employer'],
  response: z.object({ stats: employerDashboardStatsSchema }),
  async handler({ actor, deps }) {
    const internships = internshipsOf(deps);
    const applications = applicationsOf(deps);
    const own = { employerId: actor.id };
    const [
      totalInternships,
      activeInternships,
      totalApplications,
      pendingApplications,
      reviewingApplications,
      acceptedApplications,
      rejectedApplications,
    ] = await Promise.all([
      internships.count(own),
      internships.count({ ...own, status: 'active' }),
      applications.count(own),
      applications.count({ ...own, status: 'pending' }),
      applications.count({ ...own, status: 'reviewing' }),
      applications.count({ ...own, status: 'accepted' }),
      applications.count({ ...own, status: 'rejected' }),
    ]);
    return {
      stats: {
        totalInternships,
        activeInternships,
        totalApplications,
        pendingApplications,
        reviewingApplications,
        acceptedApplications,
        rejectedApplications,
      },
    };
  },
});
