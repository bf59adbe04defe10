/** One internship (spec 1 §2.8, spec 2 §2 detail and edit screens) and an employer's own list (spec 2 §2, §7). */
import { z } from 'zod';
import { NotFoundError, paginationSchema } from '@stint/shared';
import {
  EMPLOYER_INTERNSHIPS_PAGE_SIZE,
  INTERNSHIPS_PAGE_MAX,
  internshipStatuses,
} from '@stint/shared/internships/internships.constants';
import { internshipSchema } from '@stint/shared/internships/internships.schemas';
import { defineRoute } from '../http/route';
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
  summary: 'One internship: active ones for anyone, the others for their owner only',
  tags: ['internships'],
  access: 'public',
  params: internshipParamsSchema,
  response: z.object({ internship: internshipSchema }),
  async handler({ params, actor, deps }) {
    const internship = await cachedInternship(deps, params.id);
    const isOwner = actor !== null && internship?.employerId === actor.id;
    if (!internship || (internship.status !== 'active' && !isOwner)) throw new NotFoundError(NOT_FOUND);
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
