/** Demo data: the internships the employers post, publish and deactivate (see seed.ts). */
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { deactivateInternshipRoute, publishInternshipRoute } from '@stint/api/internships/internship-status.routes';
import { postInternshipRoute } from '@stint/api/internships/post-internship.route';
import { demoEmployers, demoInternships } from './demo-organisations';
import type { SeedPlan } from './plan';

export function planInternships(plan: SeedPlan): void {
  const { dateAt, at, call, internships, person, internshipId } = plan;
  for (const internship of demoInternships) {
    const employer = demoEmployers.find((candidate) => candidate.key === internship.employer)!;
    at(internship.posted, `post ${internship.key}`, async (when) => {
      const { internship: posted } = await call<{ internship: Internship }>(postInternshipRoute, {
        actor: person(employer.key),
        at: when,
        commandId: `demo:internship:${internship.key}`,
        body: {
          title: internship.title,
          company: employer.companyName,
          category: internship.category,
          positions: internship.positions,
          description: internship.description,
          requirements: internship.requirements,
          responsibilities: internship.responsibilities,
          benefits: internship.benefits,
          skills: internship.skills,
          workType: internship.workType,
          location: internship.location,
          startDate: dateAt(internship.start),
          endDate: dateAt(internship.end),
          duration: internship.duration,
          stipend: internship.stipend,
          applicationDeadline: dateAt(internship.deadline),
          isRemote: internship.workType === 'remote',
          isPaid: internship.stipend.amount > 0,
          type: 'full-time',
          status: internship.draft ? 'draft' : 'active',
        },
      });
      internships.set(internship.key, posted._id);
    });
    if (internship.draft?.published !== undefined) {
      at(internship.draft.published, `publish ${internship.key}`, async (when) => {
        await call(publishInternshipRoute, {
          actor: person(employer.key),
          at: when,
          commandId: `demo:publish:${internship.key}`,
          params: { id: internshipId(internship.key) },
        });
      });
    }
    if (internship.deactivated !== undefined) {
      at(internship.deactivated, `deactivate ${internship.key}`, async (when) => {
        await call(deactivateInternshipRoute, {
          actor: person(employer.key),
          at: when,
          commandId: `demo:deactivate:${internship.key}`,
          params: { id: internshipId(internship.key) },
        });
      });
    }
  }
}
