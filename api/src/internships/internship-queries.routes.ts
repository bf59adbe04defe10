/** One internship (spec 1 §2.8, spec 2 §2 detail and edit screens) and an employer's own list (spec 2 §2, §7). */
import { z } from 'zod';
import { NotFoundError, paginationSchema } from '@stint/shared';
import {
  EMPLOYER_INTERNSHIPS_PAGE_SIZE,
  INTERNSHIPS_PAGE_MAX,
  internshipStatuses,
} from '@stint/shared/internships/internships.constants';
import { internshipSchema } from '@stint/shared/internships/internships.schemas';
import { applicationsCollection, type ApplicationDocument } from '@stint/shared/applications/applications.read-models';
import { defineRoute } from '../http/route';
import type { ApiDeps } from '../platform/api-deps';
import { findPage } from '../platform/read-queries';
import {
  cachedInternship,
  employerAccounts,
  internshipParamsSchema,
  internshipsOf,
  NOT_FOUND,
  savedInternshipsOf,
  toInternship,
} from './internships.store';

export const getInternshipRoute = defineRoute({
  method: 'get',
  path: '/internships/:id',
  summary: 'One internship: active ones for anyone, the others for their owner and the students who applied to them',
  tags: ['internships'],
  access: 'public',
  params: internshipParamsSchema,
  response: z.object({ internship: internshipSchema }),
  async handler({ params, actor, deps }) {
    const internship = await cachedInternship(deps, params.id);
    if (!internship) throw new NotFoundError(NOT_FOUND);
    const visible =
      internship.status === 'active' ||
      (actor !== null && internship.employerId === actor.id) ||
      // A student's application links to its internship whatever became of it since (filled, closed), but one an
      // administrator took down shows to no one but its employer.
      (actor?.role === 'student' && !internship.takenDown && (await hasAppliedTo(deps, actor.id, internship._id)));
    if (!visible) throw new NotFoundError(NOT_FOUND);
    const employer = actor
      ? ((await employerAccounts(deps, [internship.employerId])).get(internship.employerId) ?? null)
      : null;
    const isBookmarked =
      actor?.role === 'student' ? (await savedInternshipsOf(deps, actor.id)).has(internship._id) : undefined;
    return {
      internship: toInternship(internship, {
        signedIn: actor !== null,
        employer,
        ...(isBookmarked === undefined ? {} : { isBookmarked }),
      }),
    };
  },
});

async function hasAppliedTo(
  deps: Pick<ApiDeps, 'platform'>,
  studentId: string,
  internshipId: string,
): Promise<boolean> {
  const applications = deps.platform.readStore.collection<ApplicationDocument>(applicationsCollection);
  return (await applications.find({ studentId, internshipId }, { limit: 1 })).length > 0;
}

export const employerInternshipsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(INTERNSHIPS_PAGE_MAX).default(EMPLOYER_INTERNSHIPS_PAGE_SIZE),
  status: z.enum(internshipStatuses).optional(),
});

export const listEmployerInternshipsRoute = defineRoute({
  method: 'get',
  path: '/internships/employer/internships',
  summary: "The employer's own internships, every status, newest first",
  tags: ['internships'],
  access: ['employer'],
  query: employerInternshipsQuerySchema,
  response: z.object({ internships: z.array(internshipSchema), pagination: paginationSchema }),
  async handler({ query, actor, deps }) {
    const filter = { employerId: actor.id, ...(query.status ? { status: query.status } : {}) };
    const [{ items, pagination }, accounts] = await Promise.all([
      findPage(internshipsOf(deps), filter, query),
      employerAccounts(deps, [actor.id]),
    ]);
    const employer = accounts.get(actor.id) ?? null;
    return {
      internships: items.map((internship) => toInternship(internship, { signedIn: true, employer })),
      pagination,
    };
  },
});
