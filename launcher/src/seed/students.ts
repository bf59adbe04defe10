/** Demo data: the students register, confirm, sign in and apply; the spring cohort gets a placement (see seed.ts). */
import { CONFIRM_EMAIL_PURPOSE } from '@stint/shared/accounts/accounts.constants';
import type { User } from '@stint/shared/accounts/accounts.schemas';
import { signPurposeToken } from '@stint/shared/infra/crypto/purpose-tokens';
import { confirmEmailRoute } from '@stint/api/accounts/confirm-email.route';
import { registerUserRoute } from '@stint/api/accounts/register-user.route';
import { demoUniversities } from './demo-organisations';
import { demoStudents } from './demo-students';
import { ascii, DAY_MS, type SeedPlan } from './plan';
import { planApplications } from './applications';
import { planPlacement } from './placements';

export function planStudents(plan: SeedPlan): void {
  const { platform, now, password, rand, at, call, people, person, internshipOf, signIn } = plan;
  demoStudents.forEach((student, index) => {
    const key = `student:${ascii(student.firstName)}-${ascii(student.lastName)}`;
    const university = demoUniversities.find((candidate) => candidate.key === student.university)!;
    const email = `${ascii(student.firstName)}.${ascii(student.lastName)}@students.${university.domain}`;
    const name = `${student.firstName} ${student.lastName}`;
    const studentId = `${university.universityCode}-${20_410 + index * 137}`;
    // Everyone confirms their email except whoever registered in the last day.
    const confirms = student.registered > 1;
    at(student.registered, `register ${key}`, async (when) => {
      const { user } = await call<{ user: User }>(registerUserRoute, {
        actor: null,
        at: when,
        commandId: `demo:register:${key}`,
        body: {
          role: 'student',
          email,
          password,
          confirmPassword: password,
          phone: `+1 555 01${String(50 + index).padStart(2, '0')}`,
          firstName: student.firstName,
          lastName: student.lastName,
          studentId,
          university: university.universityName,
          universityId: person(university.key).id,
          program: student.program,
          major: student.major,
          yearOfStudy: student.yearOfStudy,
        },
      });
      people.set(key, { id: user._id, role: 'student', email: user.email, name });
    });
    if (confirms) {
      at(student.registered - 0.03, `confirm ${key}`, async (when) => {
        const token = signPurposeToken(platform.secret, CONFIRM_EMAIL_PURPOSE, person(key).id, new Date(now + DAY_MS));
        await call(confirmEmailRoute, { actor: null, at: when, commandId: `demo:confirm:${key}`, body: { token } });
      });
    }
    signIn(key, Math.min(student.registered - 0.05, 0.2 + rand() * 4));

    planApplications(plan, key, student, university, email, name);

    const accepted = student.applications.find((application) => application.outcome === 'accepted');
    if (student.placement && accepted) {
      planPlacement(plan, key, index, student, internshipOf(accepted.internship), student.placement);
    }
  });
}
