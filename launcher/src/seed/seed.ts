/**
 * Demo data (`npm run seed`): fills an empty install with a believable platform — approved universities (and one
 * waiting), employers with internships across the categories, and students at every stage — spread over the last four
 * months. Every step goes through the api's own routes and deciders (route-caller.ts), with the time of the step: the
 * one path allowed to back-date events (docs/architecture.md §Event model). Ids derive from fixed command ids, so every
 * install gets the same.
 *
 * A projector must be running on the platform's bus (the routes read their own writes back): the CLI starts one.
 */
import type { Role } from '@stint/shared';
import { usersCollection } from '@stint/shared/accounts/accounts.read-models';
import type { Platform } from '@stint/shared/infra/platform';
import { expireInternships } from '@stint/workers/internships/expire-internships.job';
import { reactorCheckpoint, reactors } from '@stint/workers';
import { findUserIdByEmail } from '@stint/api/accounts/accounts.store';
import { planInternships } from './internships';
import { planOrganisations } from './organisations';
import { DEMO_ADMIN_EMAIL, createPlan } from './plan';
import { planStudents } from './students';
import { planApprovals } from './approvals';
import { planPlacementEvaluations } from './placement-evaluations';
import { planCertificates } from './certificates';
import { planAtRisk } from './at-risk';

export { DEMO_ADMIN_EMAIL };

export class SeedRefusedError extends Error {
  override readonly name = 'SeedRefusedError';
}

export type SignIn = { role: Role; name: string; email: string; password: string };

export type SeedResult = {
  /** One account per role to sign in with (every demo account shares the password). */
  signIns: SignIn[];
  password: string;
  counts: { accounts: number; internships: number; applications: number; steps: number };
};

export type SeedOptions = {
  /** The moment the history leads up to (default: now). */
  now?: Date;
  /** The password of every demo account (default: a new random one). */
  password?: string;
  /** Progress lines. */
  log?: (line: string) => void;
};

/** Refuses unless the install has no account at all. */
async function assertEmptyInstall(platform: Platform): Promise<void> {
  const accounts = await platform.readStore.collection(usersCollection).count({});
  const demoAdmin = await findUserIdByEmail({ platform }, DEMO_ADMIN_EMAIL);
  if (accounts > 0 || demoAdmin) {
    throw new SeedRefusedError(
      `This install already has ${accounts || 'some'} account${accounts === 1 ? '' : 's'}: the demo data goes only into ` +
        'an empty install. Point DATA_DIR at a new folder (e.g. DATA_DIR=./demo-data npm run seed), or, on the server ' +
        'profile, at empty databases.',
    );
  }
}

export async function seedDemoData(platform: Platform, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  await assertEmptyInstall(platform);
  const plan = await createPlan(platform, options);
  const { now, password, dateAt, steps, caller, people, internships, applications, person } = plan;

  planOrganisations(plan);
  planInternships(plan);
  planStudents(plan);
  planApprovals(plan);
  planCertificates(plan, planPlacementEvaluations(plan));
  planAtRisk(plan);

  // ---------------------------------------------------------------------------------------------------------
  // Run it in the order it happened.
  // ---------------------------------------------------------------------------------------------------------

  const ordered = [...steps].sort((a, b) => a.at - b.at || a.order - b.order);
  log(`Writing ${ordered.length} steps of history, from ${dateAt(125)} to today…`);
  const started = Date.now();
  try {
    for (const [index, step] of ordered.entries()) {
      try {
        await step.run(new Date(step.at).toISOString());
      } catch (error) {
        throw new Error(
          `Demo data step "${step.label}" failed: ${error instanceof Error ? error.message : String(error)}`,
          {
            cause: error,
          },
        );
      }
      if ((index + 1) % 100 === 0) log(`  ${index + 1} of ${ordered.length} steps`);
    }
    // What the workers would do at start: internships whose deadline has passed are expired (stamped now).
    const expiry = await expireInternships(platform, new Date(now));
    await caller.settle(expiry.position);
    // The history is history: the mail reactors start after it, so nobody is mailed about four months of demo events.
    const head = await platform.eventStore.headPosition();
    for (const reactor of reactors) await platform.readStore.setCheckpoint(reactorCheckpoint(reactor.name), head);
  } finally {
    await caller.close();
  }
  log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

  const account = (key: string): SignIn => {
    const found = person(key);
    return { role: found.role, name: found.name, email: found.email, password };
  };
  return {
    signIns: [account('admin'), account('brightlane'), account('northbridge'), account('student:amara-okafor')],
    password,
    counts: {
      accounts: people.size,
      internships: internships.size,
      applications: applications.size,
      steps: ordered.length,
    },
  };
}
