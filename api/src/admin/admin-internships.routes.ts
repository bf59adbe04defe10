/**
 * Internship oversight (spec 2 §2, §4, §9): every internship whatever its status, searched, filtered by type (the
 * internship types, plus remote and hybrid) and by the status the admin view shows (with `pending` and
 * `taken_down`), newest first, 10 a page; an administrator takes one down (with a reason: it leaves every public
 * view and its employer cannot bring it back) or restores it.
 */
import { z } from 'zod';
import { NotFoundError, type Role } from '@stint/shared';
import {
  adminInternshipSchema,
  adminInternshipsPageSchema,
  adminInternshipsQuerySchema,
  takeDownBodySchema,
} from '@stint/shared/admin/admin.schemas';
import type { InternshipCommand } from '@stint/shared/internships/internships.commands';
import { defineRoute, Reply } from '../http/route';
import type { ApiDeps } from '../platform/api-deps';
import { findPage } from '../platform/read-queries';
import {
  commandInternship,
  internshipParamsSchema,
  internshipsOf,
  loadInternship,
  NOT_FOUND,
} from '../internships/internships.store';
import { employersById, INTERNSHIPS_SORT, internshipsFilter, toAdminInternship } from './admin.store';

export const listAdminInternshipsRoute = defineRoute({
  method: 'get',
  path: '/admin/internships',
  summary: 'Every internship, searched and filtered by type (with remote and hybrid) and status, newest first',
  tags: ['admin'],
  access: ['admin'],
  query: adminInternshipsQuerySchema,
  response: adminInternshipsPageSchema,
  async handler({ query, deps }) {
    const filter = internshipsFilter(query);
    const { items, pagination } = await findPage(internshipsOf(deps), filter, query, INTERNSHIPS_SORT);
    const employers = await employersById(
      deps,
      items.map((internship) => internship.employerId),
    );
    return {
      internships: items.map((internship) => toAdminInternship(internship, employers.get(internship.employerId))),
      pagination,
    };
  },
});

/** The internship as its stream now says, whatever the projector's progress. */
async function adminView(deps: Pick<ApiDeps, 'platform'>, internshipId: string) {
  const internship = await loadInternship(deps, internshipId);
  if (!internship) throw new NotFoundError(NOT_FOUND);
  const employers = await employersById(deps, [internship.employerId]);
  return toAdminInternship(internship, employers.get(internship.employerId));
}

function oversightRoute<B extends z.ZodType>(action: {
  verb: 'take-down' | 'restore';
  summary: string;
  message: string;
  body?: B;
  command: (body: z.infer<B>, actorRole: Role) => InternshipCommand;
}) {
  return defineRoute({
    method: 'post',
    path: `/admin/internships/:id/${action.verb}`,
    summary: action.summary,
    tags: ['admin'],
    access: ['admin'],
    params: internshipParamsSchema,
    ...(action.body ? { body: action.body } : {}),
    response: z.object({ internship: adminInternshipSchema }),
    async handler({ params, body, actor, deps, command, settle }) {
      // The decider holds the rule too: only an administrator's command takes down or restores.
      const result = await commandInternship(
        deps,
        params.id,
        action.command(body as z.infer<B>, actor.role),
        command(),
      );
      await settle(result);
      return new Reply({ internship: await adminView(deps, params.id) }, { message: action.message });
    },
  });
}

export const takeDownInternshipRoute = oversightRoute({
  verb: 'take-down',
  summary: 'Take an internship down: hidden from every public view and closed to applications until restored',
  message: 'Internship taken down',
  body: takeDownBodySchema,
  command: (body, actorRole) => ({ type: 'TakeDownInternship', actorRole, reason: body.reason }),
});

export const restoreInternshipRoute = oversightRoute({
  verb: 'restore',
  summary: 'Restore a taken-down internship to the status its employer gave it',
  message: 'Internship restored',
  command: (_body, actorRole) => ({ type: 'RestoreInternship', actorRole }),
});
