/**
 * What the university's routes for its students' logbook entries and reports share (spec 2 §7): the list by status,
 * 10 a page, newest submission first, and one item with its status history, both for an approved university only.
 * Drafts are the student's own: never listed, and a 404 by id, as is another university's student's item.
 */
import { z } from 'zod';
import type { Collection, Doc, Filter } from '@stint/shared/infra/read-store/read-store.port';
import { defineRoute, type RouteDefinition } from '../http/route';
import type { ApiDeps } from '../platform/api-deps';
import { findVisible } from '../placements/placements.store';
import { approvedUniversity, findItemPage, visibleToUniversity, type ReviewItem } from './university.store';

type ItemQuery = { status?: string; page: number; limit: number };

/** The list route and the one-item route of one kind of item, under `path` and `path/:id`. */
export function submittedItemRoutes<T extends Doc & ReviewItem, Q extends ItemQuery>(kind: {
  path: string;
  items: (deps: Pick<ApiDeps, 'platform'>) => Collection<T>;
  notFound: string;
  list: { summary: string; query: z.ZodType<Q>; response: z.ZodType; key: string; toItem: (item: T) => unknown };
  /** What the list's query narrows beyond the status (a report's type). */
  filter?: (query: Q) => Filter;
  detail: { summary: string; response: z.ZodType; key: string };
}): { list: RouteDefinition; detail: RouteDefinition } {
  const { list, detail } = kind;
  return {
    list: defineRoute({
      method: 'get',
      path: kind.path,
      summary: list.summary,
      tags: ['university'],
      access: ['university'],
      query: list.query,
      response: list.response,
      async handler({ query, actor, deps }) {
        await approvedUniversity(deps, actor);
        const { items, pagination } = await findItemPage(kind.items(deps), actor, query, kind.filter?.(query));
        return { [list.key]: items.map(list.toItem), pagination };
      },
    }),
    detail: defineRoute({
      method: 'get',
      path: `${kind.path}/:id`,
      summary: detail.summary,
      tags: ['university'],
      access: ['university'],
      params: z.object({ id: z.uuid(kind.notFound) }),
      response: detail.response,
      async handler({ params, actor, deps }) {
        await approvedUniversity(deps, actor);
        return {
          [detail.key]: await findVisible(kind.items(deps), params.id, actor, visibleToUniversity, kind.notFound),
        };
      },
    }),
  };
}
