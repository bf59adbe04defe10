/** `POST /internships` (spec 2 §2 Post internship, §5, §7): an employer posts an internship, or saves a draft. */
import { z } from 'zod';
import { deterministicId } from '@stint/shared/infra/commands/event-ids';
import type { InternshipDetails } from '@stint/shared/internships/internships.events';
import { createInternshipBodySchema, internshipSchema } from '@stint/shared/internships/internships.schemas';
import { defineRoute, Reply } from '../http/route';
import { commandInternship, ownerView } from './internships.store';

export const postInternshipRoute = defineRoute({
  method: 'post',
  path: '/internships',
  summary: 'Post an internship (status "draft" saves it unpublished)',
  tags: ['internships'],
  access: ['employer'],
  body: createInternshipBodySchema,
  response: z.object({ internship: internshipSchema }),
  status: 201,
  async handler({ body, actor, deps, command, settle }) {
    const context = command();
    // From the command id: a retry with the same Idempotency-Key lands on the same internship, appending nothing.
    const internshipId = deterministicId(context.commandId, 'internship');
    const { status, type, salary, ...rest } = body;
    const details: InternshipDetails = { ...rest, type: type ?? null, salary: salary || null };
    const result = await commandInternship(
      deps,
      internshipId,
      {
        type: 'PostInternship',
        internshipId,
        employerId: actor.id,
        details,
        asDraft: status === 'draft',
        today: context.at.slice(0, 10),
      },
      context,
    );
    await settle(result);
    const message = status === 'draft' ? 'Internship saved as a draft' : 'Internship posted successfully';
    return new Reply({ internship: await ownerView(deps, actor, internshipId) }, { message });
  },
});
