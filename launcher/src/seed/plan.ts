/**
 * The demo data plan (seed.ts): the clock, the random numbers and the people, internships and applications made so
 * far that every phase shares, and the steps the phases add, each at its time.
 */
import { randomBytes } from 'node:crypto';
import type { Actor, Role } from '@stint/shared';
import { CONFIRM_EMAIL_PURPOSE } from '@stint/shared/accounts/accounts.constants';
import type { User } from '@stint/shared/accounts/accounts.schemas';
import { signPurposeToken } from '@stint/shared/infra/crypto/purpose-tokens';
import type { Platform } from '@stint/shared/infra/platform';
import { seededRandom } from '@stint/shared/seeded-random';
import { confirmEmailRoute } from '@stint/api/accounts/confirm-email.route';
import { logInRoute } from '@stint/api/accounts/log-in.route';
import { registerUserRoute } from '@stint/api/accounts/register-user.route';
import { demoInternships, type DemoInternship } from './demo-organisations';
import { createRouteCaller, type RouteCaller } from './route-caller';

export const DAY_MS = 86_400_000;
export const DEMO_ADMIN_EMAIL = 'admin@stint.example';

export const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

export type Step = { at: number; order: number; label: string; run: (at: string) => Promise<void> };

export type SeedPlan = Awaited<ReturnType<typeof createPlan>>;

/** The shared state of the phases; `password` and `now` as in SeedOptions. */
export async function createPlan(platform: Platform, options: { now?: Date; password?: string }) {
  const now = (options.now ?? new Date()).getTime();
  const password = options.password ?? `demo-${randomBytes(9).toString('base64url')}`;
  const rand = seededRandom(20_260_415);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

  /** The ISO time `days` days before now, and its UTC date. */
  const timeAt = (days: number) => new Date(now - days * DAY_MS).toISOString();
  const dateAt = (days: number) => timeAt(days).slice(0, 10);

  const steps: Step[] = [];
  const at = (days: number, label: string, run: (at: string) => Promise<void>) => {
    // Nothing may happen in the future: a plan that says so is a bug in the demo data, not something to clamp.
    if (!(days > 0)) throw new Error(`Demo data plan: "${label}" would happen ${days} days ago`);
    steps.push({ at: now - days * DAY_MS, order: steps.length, label, run });
  };

  const caller = await createRouteCaller(platform);
  const call: RouteCaller['call'] = (route, input) => caller.call(route, input);
  const people = new Map<string, Actor & { email: string; name: string }>();
  const internships = new Map<string, string>();
  const applications = new Map<string, string>();
  const person = (key: string) => {
    const found = people.get(key);
    if (!found) throw new Error(`Demo data plan: ${key} is used before it exists`);
    return found;
  };
  const internshipId = (key: string) => {
    const found = internships.get(key);
    if (!found) throw new Error(`Demo data plan: internship ${key} is used before it is posted`);
    return found;
  };
  const byKey = new Map(demoInternships.map((internship) => [internship.key, internship]));
  const internshipOf = (key: string): DemoInternship => byKey.get(key)!;

  /** Registers over the registration route, then follows the welcome mail's link a little later. */
  const register = (
    key: string,
    days: number,
    body: Record<string, unknown> & { role: Role; email: string },
    name: string,
    { confirms = true } = {},
  ) => {
    at(days, `register ${key}`, async (when) => {
      const { user } = await call<{ user: User }>(registerUserRoute, {
        actor: null,
        at: when,
        commandId: `demo:register:${key}`,
        body: { ...body, password, confirmPassword: password },
      });
      people.set(key, { id: user._id, role: user.role, email: user.email, name });
    });
    if (confirms) {
      at(days - 0.02, `confirm ${key}`, async (when) => {
        const token = signPurposeToken(platform.secret, CONFIRM_EMAIL_PURPOSE, person(key).id, new Date(now + DAY_MS));
        await call(confirmEmailRoute, { actor: null, at: when, commandId: `demo:confirm:${key}`, body: { token } });
      });
    }
  };

  /** A sign-in at the person's last visit (the admin screens show it). */
  const signIn = (key: string, days: number) =>
    at(days, `sign in ${key}`, async (when) => {
      await call(logInRoute, {
        actor: null,
        at: when,
        commandId: `demo:login:${key}`,
        body: { email: person(key).email, password },
      });
    });

  return {
    platform,
    now,
    password,
    rand,
    pick,
    timeAt,
    dateAt,
    steps,
    at,
    caller,
    call,
    people,
    internships,
    applications,
    person,
    internshipId,
    internshipOf,
    register,
    signIn,
  };
}
