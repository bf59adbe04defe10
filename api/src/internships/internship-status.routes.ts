/**
 * The owner's status actions (spec 2 §4 Internship status): publish a draft, deactivate an active internship,
 * reactivate an inactive or expired one. An invalid transition is the decider's 409 with its message.
 */
import { z } from 'zod';
import type { InternshipCommand } from '@stint/shared/internships/internships.commands';
import { internshipSchema } from '@stint/shared/internships/internships.schemas';
import { defineRoute, Reply } from '../http/route';
import { commandInternship, internshipParamsSchema, ownerView } from './internships.store';

type Action = {
  verb: 'publish' | 'deactivate' | 'reactivate';
  summary: string;
  message: string;
  command: (employerId: string, today: string) => InternshipCommand;
};

function statusRoute(action: Action) {
  return defineRoute({
    method: 'post',
    path: `/internships/:id/${action.verb}`,
    summary: action.summary,
    tags: ['internships'],
    access: ['employer'],
    params: internshipParamsSchema,
    response: z.object({ internship: internshipSchema }),
    async handler({ params, actor, deps, command, settle }) {
      const context = command();
      const result = await commandInternship(
        deps,
        params.id,
        action.command(actor.id, context.at.slice(0, 10)),
        context,
      );
      await settle(result);
      return new Reply({ internship: await ownerView(deps, actor, params.id) }, { message: action.message });
    },
  });
}

export const publishInternshipRoute = statusRoute({
  verb: 'publish',
  summary: 'Publish a draft: it becomes public and open to applications',
  message: 'Internship published',
  command: (employerId, today) => ({ type: 'PublishInternship', employerId, today }),
});

export const deactivateInternshipRoute = statusRoute({
  verb: 'deactivate',
  summary: 'Deactivate an active internship: hidden from the public list, closed to applications',
  message: 'Internship deactivated',
  command: (employerId) => ({ type: 'DeactivateInternship', employerId }),
});

export const reactivateInternshipRoute = statusRoute({
  verb: 'reactivate',
  summary: 'Reactivate an inactive or expired internship (its deadline must not have passed)',
  message: 'Internship reactivated',
  command: (employerId, today) => ({ type: 'ReactivateInternship', employerId, today }),
});
