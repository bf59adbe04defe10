/**
 * `GET /internships` (spec 1 §2.7, §2.14; docs/architecture.md §HTTP): the public list of active internships, with
 * search, filters, sorts and pages, and the external listings of the job board in the same item shape.
 *
 * With `source=all` the platform internships come first and the external ones after them, each source in the
 * requested order: a page is a window over that sequence. `counts` are each source's matches for the same
 * filters, whatever `source` asks for, so the screen shows both counts while listing one source.
 */
import { paginate, type Actor } from '@stint/shared';
import type { Filter, SortSpec } from '@stint/shared/infra/read-store/read-store.port';
import type { InternshipSort } from '@stint/shared/internships/internships.constants';
import {
  internshipListQuerySchema,
  internshipListSchema,
  type InternshipListQuery,
} from '@stint/shared/internships/internships.schemas';
import type { InternshipDocument } from '@stint/shared/internships/internships.read-models';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import type { z } from 'zod';
import { defineRoute } from '../http/route';
import type { ApiDeps } from '../platform/api-deps';
import { noticeCacheOf } from '../platform/notice-cache';
import {
  bookmarksOf,
  employerAccounts,
  externalListingsOf,
  externalToInternship,
  internshipsOf,
  savedInternshipsOf,
  toInternship,
} from './internships.store';
import { topics } from '@stint/shared/live/topics';

type InternshipList = z.infer<typeof internshipListSchema>;

/** The topic of the internships' change notices (the projector's internships and external-listings projections). */

/** More saved internships than anyone keeps; the bookmarked filter reads them all. */
const SAVED_MAX = 10_000;

const PLATFORM_SORTS: Record<InternshipSort, SortSpec> = {
  newest: { createdAt: -1 },
  deadline: { applicationDeadline: 1, createdAt: -1 },
  salary: { stipendMonthly: -1, createdAt: -1 },
};
/** External listings have no deadline or stipend: they are always newest first. */
const EXTERNAL_SORT: SortSpec = { postedDate: -1 };

const searchIn = (fields: string[], text: string): Filter => ({
  $or: fields.map((field) => ({ [field]: { $contains: text } })),
});

function allOf(filters: Filter[]): Filter {
  return filters.length === 1 ? filters[0]! : { $and: filters };
}

/** `savedIds`: the bookmarked filter's internships (null when not filtering on them). */
function platformFilter(query: InternshipListQuery, signedIn: boolean, savedIds: string[] | null): Filter {
  const filters: Filter[] = [{ status: 'active' }];
  if (query.search) {
    // A signed-out caller cannot see companies, so cannot find internships by one either.
    const fields = signedIn ? ['title', 'company', 'location', 'description'] : ['title', 'location', 'description'];
    filters.push(searchIn(fields, query.search));
  }
  if (query.location) filters.push({ location: { $contains: query.location } });
  if (query.remote === 'true') filters.push({ $or: [{ isRemote: true }, { workType: 'remote' }] });
  if (query.remote === 'false') filters.push({ isRemote: false, workType: { $ne: 'remote' } });
  if (query.category) filters.push({ category: query.category });
  if (query.workType) filters.push({ workType: query.workType });
  if (query.paid) filters.push({ isPaid: query.paid === 'true' });
  if (savedIds) filters.push({ _id: { $in: savedIds } });
  return allOf(filters);
}

/** Null when the filters ask for what an external listing never has (a category, pay, a saved one, on-site). */
function externalFilter(query: InternshipListQuery): Filter | null {
  if (query.category || query.paid || query.bookmarked === 'true') return null;
  if (query.workType && query.workType !== 'remote') return null;
  const filters: Filter[] = [];
  if (query.search) filters.push(searchIn(['title', 'company', 'location', 'description'], query.search));
  if (query.location) filters.push({ location: { $contains: query.location } });
  if (query.remote === 'true' || query.workType === 'remote') filters.push({ isRemote: true });
  if (query.remote === 'false') filters.push({ isRemote: { $ne: true } });
  return filters.length === 0 ? {} : allOf(filters);
}

async function savedInternshipIds(deps: Pick<ApiDeps, 'platform'>, actor: Actor | null): Promise<string[]> {
  if (actor?.role !== 'student') return [];
  const saved = await bookmarksOf(deps).find({ studentId: actor.id }, { limit: SAVED_MAX });
  return saved.map((bookmark) => bookmark.internshipId);
}

/** Which of these internships the student saved (from the student's saved ids, kept until they change). */
async function bookmarkedAmong(
  deps: Pick<ApiDeps, 'platform'>,
  studentId: string,
  internships: { _id: string }[],
): Promise<Set<string>> {
  if (internships.length === 0) return new Set();
  const saved = await savedInternshipsOf(deps, studentId);
  return new Set(internships.flatMap((item) => (saved.has(item._id) ? [item._id] : [])));
}

/**
 * A page of the list from the store: the documents, before they are shown to anyone (what a signed-out caller may
 * not see is masked, and a student's saved marks added, per request).
 */
type StoredPage = {
  internships: InternshipDocument[];
  listings: Internship[];
  pagination: InternshipList['pagination'];
  counts: InternshipList['counts'];
};

async function readPage(
  deps: Pick<ApiDeps, 'platform'>,
  query: InternshipListQuery,
  actor: Actor | null,
): Promise<StoredPage> {
  const signedIn = actor !== null;
  const savedIds = query.bookmarked === 'true' ? await savedInternshipIds(deps, actor) : null;
  const platform = platformFilter(query, signedIn, savedIds);
  const external = externalFilter(query);
  const [platformCount, externalCount] = await Promise.all([
    internshipsOf(deps).count(platform),
    external ? externalListingsOf(deps).count(external) : 0,
  ]);
  const withPlatform = query.source !== 'external';
  const withExternal = query.source !== 'platform' && external !== null;
  const listedPlatform = withPlatform ? platformCount : 0;
  const skip = (query.page - 1) * query.limit;

  const internships =
    withPlatform && skip < platformCount
      ? await internshipsOf(deps).find(platform, { sort: PLATFORM_SORTS[query.sort], skip, limit: query.limit })
      : [];
  const room = query.limit - internships.length;
  const listings =
    withExternal && room > 0
      ? await externalListingsOf(deps).find(external, {
          sort: EXTERNAL_SORT,
          skip: Math.max(0, skip - listedPlatform),
          limit: room,
        })
      : [];
  return {
    internships,
    listings: listings.map(externalToInternship),
    pagination: paginate(query.page, query.limit, listedPlatform + (withExternal ? externalCount : 0)),
    counts: { platform: platformCount, external: externalCount },
  };
}

/**
 * Pages of the list, kept until an internship or a job-board listing changes. Every open list page asks again on
 * each such change and most visitors ask for the same first pages, so one read of the store answers many of them.
 * Employer contacts and saved marks are added per request (their own caches and notices).
 */
const storedPages = (deps: Pick<ApiDeps, 'platform'>) =>
  noticeCacheOf<StoredPage>(deps.platform, {
    name: 'internship-list-pages',
    topics: [topics.internships],
    maxAgeMs: 15_000,
    maxEntries: 2000,
  });

export const listInternshipsRoute = defineRoute({
  method: 'get',
  path: '/internships',
  summary: 'Active internships (and external listings), searched, filtered, sorted and paged',
  tags: ['internships'],
  access: 'public',
  query: internshipListQuerySchema,
  response: internshipListSchema,
  async handler({ query, actor, deps }) {
    const signedIn = actor !== null;
    // A student's saved ones are the student's own: that filter is never shared. The search fields differ when
    // signed in (the company is searchable), so the two kinds of caller have pages of their own.
    const page =
      query.bookmarked === 'true'
        ? await readPage(deps, query, actor)
        : await storedPages(deps).get(`${signedIn ? 'signed-in' : 'signed-out'} ${JSON.stringify(query)}`, () =>
            readPage(deps, query, actor),
          );
    const employers = await employerAccounts(deps, signedIn ? page.internships.map((item) => item.employerId) : []);
    const saved = actor?.role === 'student' ? await bookmarkedAmong(deps, actor.id, page.internships) : null;
    return {
      internships: [
        ...page.internships.map((internship) =>
          toInternship(internship, {
            signedIn,
            employer: employers.get(internship.employerId) ?? null,
            ...(saved ? { isBookmarked: saved.has(internship._id) } : {}),
          }),
        ),
        ...page.listings,
      ],
      pagination: page.pagination,
      counts: page.counts,
    };
  },
});
