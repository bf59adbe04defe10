/**
 * GET /users/dashboard/stats (spec 2 §7, docs/architecture.md §HTTP): the employer dashboard's counts of its own
 * internships and of the applications to them; for an admin, the platform's counts (spec 2 §3 Dashboard stats (admin),
 * kept by the `admin-overview` projection). Every other role gets a 403.
 */
import { z } from 'zod';
import { adminDashboardStatsSchema } from '@stint/shared/admin/admin.schemas';
import { adminDashboardStats } from '../admin/admin.store';
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
  summary: 'Your dashboard counts (employers: internships and the applications to them; admins: the platform)',
  tags: ['users'],
  access: ['employer', 'admin'],
  response: z.object({ stats: z.union([employerDashboardStatsSchema, adminDashboardStatsSchema]) }),
  async handler({ actor, deps }) {
    if (actor.role === 'admin') return { stats: await adminDashboardStats(deps) };
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
