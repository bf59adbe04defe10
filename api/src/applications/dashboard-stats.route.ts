/**
 * GET /users/dashboard/stats (spec 2 §7, docs/architecture.md §HTTP): the employer dashboard's counts of its own
 * internships and of the applications to them; for an admin, the platform's counts (spec 2 §3 Dashboard stats (admin),
 * kept by the `admin-overview` projection). Every other role gets a 403.
 */
import { z } from 'zod';
import { adminDashboardStatsSchema } from '@stint/shared/admin/admin.schemas';
import { adminDashboardStats } from '../admin/admin.store';
import { defineRoute } from '../http/route';
import { countEach } from '../platform/read-queries';
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
    const own = { employerId: actor.id };
    const [internships, applications] = await Promise.all([
      countEach(internshipsOf(deps), own, { totalInternships: {}, activeInternships: { status: 'active' } }),
      countEach(applicationsOf(deps), own, {
        totalApplications: {},
        pendingApplications: { status: 'pending' },
        reviewingApplications: { status: 'reviewing' },
        acceptedApplications: { status: 'accepted' },
        rejectedApplications: { status: 'rejected' },
      }),
    ]);
    return { stats: { ...internships, ...applications } };
  },
});
