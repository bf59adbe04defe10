/** Demo data, first phase: the admin, the universities and the employers (see seed.ts). */
import { createAdmin } from '@stint/api/accounts/create-admin';
import { setUserStatusRoute } from '@stint/api/accounts/universities.routes';
import { demoEmployers, demoUniversities, type DemoUniversity } from './demo-organisations';
import { ascii, DEMO_ADMIN_EMAIL, type SeedPlan } from './plan';

export function planOrganisations(plan: SeedPlan): void {
  const { platform, password, rand, at, caller, call, people, person, register, signIn } = plan;
  at(125, 'create the admin', async (when) => {
    const { userId } = await createAdmin(
      platform,
      {
        email: DEMO_ADMIN_EMAIL,
        password,
        firstName: 'Morgan',
        lastName: 'Ellery',
        department: 'Platform Operations',
      },
      { at: when, commandId: 'demo:admin' },
    );
    await caller.settleAll();
    people.set('admin', { id: userId, role: 'admin', email: DEMO_ADMIN_EMAIL, name: 'Morgan Ellery' });
  });
  signIn('admin', 0.05);

  const universityEmail = (university: DemoUniversity) =>
    `${ascii(university.firstName)}.${ascii(university.lastName)}@${university.domain}`;
  for (const university of demoUniversities) {
    const email = universityEmail(university);
    register(
      university.key,
      university.registered,
      {
        role: 'university',
        email,
        phone: university.phone,
        firstName: university.firstName,
        lastName: university.lastName,
        universityName: university.universityName,
        universityCode: university.universityCode,
        universityAddress: university.universityAddress,
        universityType: university.universityType,
        accreditationStatus: university.accreditationStatus,
        contactPerson: {
          name: `${university.firstName} ${university.lastName}`,
          title: university.contactTitle,
          email,
          phone: university.phone,
        },
      },
      `${university.firstName} ${university.lastName}`,
    );
    if (university.approved !== undefined) {
      at(university.approved, `approve ${university.key}`, async (when) => {
        await call(setUserStatusRoute, {
          actor: person('admin'),
          at: when,
          commandId: `demo:approve:${university.key}`,
          params: { id: person(university.key).id },
          body: { status: 'active' },
        });
      });
      signIn(university.key, 1 + rand() * 6);
    }
  }

  for (const employer of demoEmployers) {
    register(
      employer.key,
      employer.registered,
      {
        role: 'employer',
        email: `${ascii(employer.firstName)}.${ascii(employer.lastName)}@${employer.domain}`,
        phone: employer.phone,
        firstName: employer.firstName,
        lastName: employer.lastName,
        companyName: employer.companyName,
        companyAddress: employer.companyAddress,
      },
      `${employer.firstName} ${employer.lastName}`,
    );
    signIn(employer.key, 0.3 + rand() * 2);
  }
}
