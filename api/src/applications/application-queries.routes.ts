/**
 * Reading applications (spec 1 §2.13, §2.15, §7; spec 2 §3, §7): a student's own, an employer's (all, or
 * one internship's), one application, its resume, and the student's counts. Each answers from the
 * applications read model; an application is visible to its student and to the internship's employer only.
 */
import { z } from 'zod';
import { signBlobUrl } from '@stint/shared/infra/blobs/signed-url';
import {
  applicationSchema,
  applicationStatsSchema,
  internshipIdSchema,
} from '@stint/shared/applications/applications.schemas';
import { defineRoute } from '../http/route';
import { countEach } from '../platform/read-queries';
import {
  APPLICATION_LIST_MAX,
  applicationParamsSchema,
  applicationsOf,
  findOwnInternship,
  findVisibleApplication,
} from './applications.store';

/** The resume link lives five minutes: long enough to open or download, short enough to be useless if shared. */
export const RESUME_URL_TTL_SECONDS = 300;

const newestFirst = { sort: { appliedDate: -1 as const }, limit: APPLICATION_LIST_MAX };

const applicationListSchema = z.object({ applications: z.array(applicationSchema) });

export const listStudentApplicationsRoute = defineRoute({
  method: 'get',
  path: '/applications/student',
  summary: 'Your applications, newest first',
  tags: ['applications'],
  access: ['student'],
  response: applicationListSchema,
  async handler({ actor, deps }) {
    return { applications: await applicationsOf(deps).find({ studentId: actor.id }, newestFirst) };
  },
});

export const applicationStatsRoute = defineRoute({
  method: 'get',
  path: '/applications/stats',
  summary: 'Your application counts (pending includes under review)',
  tags: ['applications'],
  access: ['student'],
  response: applicationStatsSchema,
  async handler({ actor, deps }) {
    return countEach(
      applicationsOf(deps),
      { studentId: actor.id },
      {
        totalApplications: {},
        acceptedApplications: { status: 'accepted' },
        pendingApplications: { status: { $in: ['pending', 'reviewing'] } },
        rejectedApplications: { status: 'rejected' },
      },
    );
  },
});

export const listEmployerApplicationsRoute = defineRoute({
  method: 'get',
  path: '/applications/employer',
  summary: 'Applications to all your internships, newest first',
  tags: ['applications'],
  access: ['employer'],
  response: applicationListSchema,
  async handler({ actor, deps }) {
    return { applications: await applicationsOf(deps).find({ employerId: actor.id }, newestFirst) };
  },
});

export const listInternshipApplicationsRoute = defineRoute({
  method: 'get',
  path: '/applications/employer/internship/:id',
  summary: 'Applications to one of your internships, newest first',
  tags: ['applications'],
  access: ['employer'],
  params: z.object({ id: internshipIdSchema('Internship not found') }),
  response: applicationListSchema,
  async handler({ params, actor, deps }) {
    await findOwnInternship(deps, actor, params.id);
    return {
      applications: await applicationsOf(deps).find({ internshipId: params.id, employerId: actor.id }, newestFirst),
    };
  },
});

export const getApplicationRoute = defineRoute({
  method: 'get',
  path: '/applications/:id',
  summary: 'One application (its student, or the employer of its internship)',
  tags: ['applications'],
  access: ['student', 'employer'],
  params: applicationParamsSchema,
  response: z.object({ application: applicationSchema }),
  async handler({ params, actor, deps }) {
    return { application: await findVisibleApplication(deps, actor, params.id) };
  },
});

export const getApplicationResumeRoute = defineRoute({
  method: 'get',
  path: '/applications/:id/resume',
  summary: 'A five-minute link to the resume of an application (its student, or the employer of its internship)',
  tags: ['applications'],
  access: ['student', 'employer'],
  params: applicationParamsSchema,
  response: z.object({ url: z.string(), originalName: z.string(), contentType: z.string() }),
  async handler({ params, actor, deps }) {
    const application = await findVisibleApplication(deps, actor, params.id);
    return {
      url: signBlobUrl(application.resumeKey, { secret: deps.platform.secret, ttlSeconds: RESUME_URL_TTL_SECONDS }),
      originalName: application.resume.originalName,
      contentType: application.resume.contentType,
    };
  },
});
