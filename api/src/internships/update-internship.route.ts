/** `PUT /internships/{id}` (spec 2 §2 Edit internship, §5, §7): the owner edits; what the form leaves out stays. */
import { z } from 'zod';
import type { InternshipDetails } from '@stint/shared/internships/internships.events';
import { internshipSchema, updateInternshipBodySchema } from '@stint/shared/internships/internships.schemas';
import { defineRoute, Reply } from '../http/route';
import {
  commandInternship,
  detailsOf,
  internshipParamsSchema,
  loadOwnInternship,
  ownerView,
} from './internships.store';

/** Lists the schema defaults to [] when absent: only a list the client actually sent replaces the stored one. */
const LISTS = ['requirements', 'responsibilities', 'benefits', 'skills'] as const;

export const updateInternshipRoute = defineRoute({
  method: 'put',
  path: '/internships/:id',
  summary: 'Edit an internship (own only); fields left out keep their values',
  tags: ['internships'],
  access: ['employer'],
  params: internshipParamsSchema,
  body: updateInternshipBodySchema,
  response: z.object({ internship: internshipSchema }),
  async handler({ params, body, actor, deps, req, command, settle }) {
    const current = detailsOf(await loadOwnInternship(deps, actor, params.id));
    const sent = (req.body ?? {}) as Record<string, unknown>;
    const { salary, ...fields } = body;
    const changes = Object.fromEntries(
      Object.entries(fields).filter(
        ([key, value]) => value !== undefined && (!(LISTS as readonly string[]).includes(key) || key in sent),
      ),
    ) as Partial<InternshipDetails>;
    const details: InternshipDetails = {
      ...current,
      ...changes,
      ...(salary === undefined ? {} : { salary: salary || null }),
    };
    const context = command();
    const result = await commandInternship(
      deps,
      params.id,
      { type: 'UpdateInternship', employerId: actor.id, details, today: context.at.slice(0, 10) },
      context,
    );
    await settle(result);
    return new Reply(
      { internship: await ownerView(deps, actor, params.id) },
      { message: 'Internship updated successfully!' },
    );
  },
});
