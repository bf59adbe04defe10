/** Demo data: one student's applications, and the employers' decisions on them (see seed.ts). */
import type { Application } from '@stint/shared/applications/applications.schemas';
import { applyToInternshipRoute } from '@stint/api/applications/apply-to-internship.route';
import { decideApplicationRoute, withdrawApplicationRoute } from '@stint/api/applications/decide-application.routes';
import { moveApplicationRoute } from '@stint/api/applications/pipeline.routes';
import { resumePdf } from './demo-resume';
import { demoEmployers, type DemoUniversity } from './demo-organisations';
import type { DemoStudent } from './demo-students';
import { applicationNotes, coverLetterClosings, coverLetterMiddles, coverLetterOpenings } from './demo-writing';
import { planInterview } from './interviews';
import { planThread } from './messages';
import type { SeedPlan } from './plan';

export function planApplications(
  plan: SeedPlan,
  key: string,
  student: DemoStudent,
  university: DemoUniversity,
  email: string,
  name: string,
): void {
  const { pick, at, call, applications, person, internshipId, internshipOf } = plan;
  for (const application of student.applications) {
    const internship = internshipOf(application.internship);
    const employer = internship.employer;
    const applicationKey = `${key}@${application.internship}`;
    at(application.applied, `apply ${applicationKey}`, async (when) => {
      const coverLetter = [pick(coverLetterOpenings), pick(coverLetterMiddles), pick(coverLetterClosings)]
        .join('\n\n')
        .replaceAll('{title}', internship.title)
        .replaceAll('{company}', demoEmployers.find((candidate) => candidate.key === employer)!.companyName)
        .replaceAll('{program}', student.program)
        .replaceAll('{major}', student.major);
      const resume = resumePdf({
        title: name,
        subtitle: `${email}  |  ${student.program}, ${university.universityName}`,
        sections: [
          ['Education', [`${student.program} (${student.major}), ${university.universityName}`]],
          ['Skills', [internship.skills.slice(0, 3).join(', '), 'Teamwork, written communication']],
          ['Experience', ['Part-time retail assistant, two years', 'Student society committee member']],
        ],
      });
      const { application: submitted } = await call<{ application: Application }>(applyToInternshipRoute, {
        actor: person(key),
        at: when,
        commandId: `demo:apply:${applicationKey}`,
        body: { internshipId: internshipId(application.internship), coverLetter },
        file: {
          buffer: resume,
          size: resume.length,
          originalName: `${student.firstName}_${student.lastName}_CV.pdf`.replace(/\s+/g, '_'),
          declaredType: 'application/pdf',
        },
      });
      applications.set(applicationKey, submitted._id);
    });
    // The first application of each student carries a short conversation with the employer.
    if (application === student.applications[0]) {
      planThread(plan, { studentKey: key, employerKey: employer, applicationKey, applied: application.applied });
    }
    const decide = (days: number, status: 'reviewing' | 'accepted' | 'rejected') =>
      at(days, `${status} ${applicationKey}`, async (when) => {
        await call(decideApplicationRoute, {
          actor: person(employer),
          at: when,
          commandId: `demo:decide:${status}:${applicationKey}`,
          params: { id: applications.get(applicationKey)! },
          body: { status, note: applicationNotes[status] },
        });
      });
    if (application.reviewing !== undefined) decide(application.reviewing, 'reviewing');
    if (application.outcome === 'withdrawn') {
      at(application.decided!, `withdraw ${applicationKey}`, async (when) => {
        await call(withdrawApplicationRoute, {
          actor: person(key),
          at: when,
          commandId: `demo:withdraw:${applicationKey}`,
          params: { id: applications.get(applicationKey)! },
        });
      });
    } else if (application.outcome !== 'pending') {
      decide(application.decided!, application.outcome);
    }
    const { stage } = application;
    if (stage) {
      at(stage.on, `${stage.to} ${applicationKey}`, async (when) => {
        await call(moveApplicationRoute, {
          actor: person(employer),
          at: when,
          commandId: `demo:stage:${stage.to}:${applicationKey}`,
          params: { id: applications.get(applicationKey)! },
          body: { from: 'shortlisted', to: stage.to },
        });
      });
      // An application at the interview stage has its interview arranged a little later.
      if (stage.to === 'interview' && application.outcome === 'reviewing') {
        planInterview(plan, { studentKey: key, employerKey: employer, applicationKey, on: stage.on / 2 });
      }
    }
  }
}
