/**
 * Demo data (issue 17 item 6): Brightlane's two-week winter data sprint, before the spring cohort started, so three
 * students have a placement that has ended and have evaluated it. Three is the minimum for an employer to see its
 * averages, so Brightlane's dashboard shows them; the admins' table and each student's university page show them too.
 */
import type { Application } from '@stint/shared/applications/applications.schemas';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { applyToInternshipRoute } from '@stint/api/applications/apply-to-internship.route';
import { decideApplicationRoute } from '@stint/api/applications/decide-application.routes';
import { postInternshipRoute } from '@stint/api/internships/post-internship.route';
import { evaluatePlacementRoute } from '@stint/api/placement-evaluations/placement-evaluations.routes';
import { resumePdf } from './demo-resume';
import type { SeedPlan } from './plan';

/** The sprint's days, as days before now. */
export const SPRINT = { posted: 106, deadline: 99.7, start: 99, end: 87 };

const EVALUATIONS = [
  {
    student: 'student:amara-okafor',
    ratings: { learning: 5, supervision: 4, workload: 4, environment: 5, overall: 5 },
    comment: 'Two intense weeks. I cleaned a real dataset and presented it to the product team on the last day.',
  },
  {
    student: 'student:mei-tanaka',
    ratings: { learning: 4, supervision: 3, workload: 3, environment: 4, overall: 4 },
    comment: 'Good problems to work on. My mentor was often in meetings, so I learned to unblock myself.',
  },
  {
    student: 'student:priya-raghunathan',
    ratings: { learning: 4, supervision: 5, workload: 2, environment: 4, overall: 4 },
    comment: 'Very supportive team, but the workload in the second week was more than two weeks could hold.',
  },
];

/** Plans the sprint; returns the sprint internship's id, known once its step has run. */
export function planPlacementEvaluations(plan: SeedPlan): () => string {
  const { at, call, person, dateAt } = plan;
  let internshipId = '';
  const applicationIds = new Map<string, string>();

  at(SPRINT.posted, 'post winter sprint', async (when) => {
    const { internship } = await call<{ internship: Internship }>(postInternshipRoute, {
      actor: person('brightlane'),
      at: when,
      commandId: 'demo:internship:winter-sprint',
      body: {
        title: 'Winter Data Sprint',
        company: 'Brightlane Software',
        category: 'Technology',
        positions: 3,
        description:
          'A two-week sprint with the analytics team: clean one real dataset, answer one product question with it and ' +
          'present the answer on the last day.',
        requirements: ['Some SQL or Python', 'Enrolled in a degree'],
        responsibilities: ['Clean and document a dataset', 'Present your findings to the product team'],
        benefits: ['Mentor for the sprint'],
        skills: ['SQL', 'Python'],
        workType: 'hybrid',
        location: 'Northbridge',
        startDate: dateAt(SPRINT.start),
        endDate: dateAt(SPRINT.end),
        duration: '2 weeks',
        stipend: { amount: 600, currency: 'USD', period: 'total' },
        applicationDeadline: dateAt(SPRINT.deadline),
        isRemote: false,
        isPaid: true,
        type: 'full-time',
        status: 'active',
      },
    });
    internshipId = internship._id;
  });

  EVALUATIONS.forEach(({ student, ratings, comment }, index) => {
    at(99.9 - index * 0.01, `apply winter sprint ${student}`, async (when) => {
      const resume = resumePdf({ title: person(student).name, subtitle: 'Winter sprint application', sections: [] });
      const { application } = await call<{ application: Application }>(applyToInternshipRoute, {
        actor: person(student),
        at: when,
        commandId: `demo:apply:winter-sprint:${student}`,
        body: { internshipId, coverLetter: 'I would love to spend two weeks on a real dataset with your team.' },
        file: { buffer: resume, size: resume.length, originalName: 'CV.pdf', declaredType: 'application/pdf' },
      });
      applicationIds.set(student, application._id);
    });
    at(99.5 - index * 0.01, `accept winter sprint ${student}`, async (when) => {
      await call(decideApplicationRoute, {
        actor: person('brightlane'),
        at: when,
        commandId: `demo:decide:accepted:winter-sprint:${student}`,
        params: { id: applicationIds.get(student)! },
        body: { status: 'accepted', note: 'Welcome to the sprint.' },
      });
    });
    at(SPRINT.end - 1 - index * 0.5, `evaluate winter sprint ${student}`, async (when) => {
      await call(evaluatePlacementRoute, {
        actor: person(student),
        at: when,
        commandId: `demo:placement-evaluation:${student}`,
        body: { internship: internshipId, ratings, comment },
      });
    });
  });
  return () => internshipId;
}
