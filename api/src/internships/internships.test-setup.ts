/** The shared setup of the internships api specs (internships.*.int.spec.ts): one api on the embedded profile with the real users, internships and bookmarks projections, and the people registered through the accounts routes. */
import { randomUUID } from 'node:crypto';
import { channels } from '@stint/shared/infra/channels';
import type { ChangeNotice } from '@stint/shared/live/socket-events';
import { afterAll, beforeAll, expect } from 'vitest';
import { usersProjection } from '@stint/projector/accounts/users.projection';
import { bookmarksProjection } from '@stint/projector/internships/bookmarks.projection';
import { internshipsProjection } from '@stint/projector/internships/internships.projection';
import { accountAuthenticator } from '../accounts/authenticate';
import { createAdmin } from '../accounts/create-admin';
import { accountRoutes } from '../accounts/index';
import { people } from '@stint/launcher/testing/people';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';
import { castOf, fillCast, withLateValues } from '../testing/cast';
import { internshipRoutes } from './index';
import { topics } from '@stint/shared/live/topics';

export const PASSWORD = 'correct horse';
export const tag = () => `t${randomUUID().slice(0, 8)}`;

export type Person = { id: string; token: string; email: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; body: any };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Item = any;

/** The full create form, as the web app sends it. */
export const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'Backend Intern',
  company: 'Northwind',
  category: 'Technology',
  positions: 2,
  description: 'Build the APIs our customers use.',
  requirements: ['TypeScript', ' SQL ', ''],
  responsibilities: ['Ship features'],
  benefits: ['Lunch'],
  skills: ['Node', 'PostgreSQL'],
  workType: 'onsite',
  location: 'Lisbon, Portugal',
  startDate: '2099-02-01',
  endDate: '2099-05-01',
  duration: '3 months',
  stipend: { amount: 1500, currency: 'EUR', period: 'monthly' },
  applicationDeadline: '2099-01-15',
  isRemote: false,
  isPaid: true,
  ...overrides,
});

/** The shared setup of the internships api specs: call it inside their describe (it adds the beforeAll and afterAll hooks). */
/** Northwind's card as an internship shows it to a signed-in visitor: Nora Wind registers it (`useInternshipsApi`). */
export const northwindCard = (email: string) => ({
  companyName: 'Northwind',
  companyLogo: null,
  companyDescription: '',
  companyWebsite: '',
  firstName: 'Nora',
  lastName: 'Wind',
  email,
  phone: '+1 555 0100',
});

export function useInternshipsApi() {
  let api: TestApi;
  const cast = castOf('ada', 'alan', 'northwind', 'acme', 'pager', 'university', 'admin');

  // Resolved when called: `api` is set in beforeAll.
  const register = (body: Record<string, unknown>) => people(api).register(body);
  const student = (firstName: string) => people(api).student(firstName);
  const employer = (companyName: string, extra: Record<string, unknown> = {}) =>
    people(api).employer(companyName, extra);

  const get = (path: string, who?: Person | null): Promise<Answer> => api.get(path, who?.token);
  const send = (method: string, path: string, who?: Person | null, body: unknown = {}): Promise<Answer> =>
    api.request(method, path, body, who?.token);
  const list = async (query: Record<string, string | number>, who?: Person | null) => {
    const response = await get(
      `/internships?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      who,
    );
    expect(response.status).toBe(200);
    return response.body.data as {
      internships: Item[];
      pagination: Item;
      counts: { platform: number; external: number };
    };
  };
  const titles = (items: Item[]) => items.map((item: Item) => item.title);
  /**
   * The change notice the external-listings projection sends, for listings a test wrote itself; resolves once the
   * bus delivered it here — and so to the api's list cache, which subscribed before us.
   */
  async function listingsChanged(ids: string[]): Promise<void> {
    const marker = randomUUID();
    let delivered!: () => void;
    const arrived = new Promise<void>((resolve) => (delivered = resolve));
    const unsubscribe = await api.platform.bus.subscribe(channels.changes, (message) => {
      if ((message as ChangeNotice).position === marker) delivered();
    });
    try {
      const notice: ChangeNotice = { topic: topics.internships, rooms: [], ids, position: marker };
      await api.platform.bus.publish(channels.changes, notice);
      await arrived;
    } finally {
      await unsubscribe();
    }
  }

  async function post(owner: Person, overrides: Record<string, unknown> = {}): Promise<Item> {
    const response = await send('POST', '/internships', owner, form(overrides));
    expect(response.status).toBe(201);
    return response.body.data.internship;
  }

  beforeAll(async () => {
    api = await startTestApi('embedded', {
      routes: [...accountRoutes, ...internshipRoutes],
      projections: [usersProjection, internshipsProjection, bookmarksProjection],
      authenticate: accountAuthenticator,
    });
    const [ada, alan, northwind, acme, pager, university] = await Promise.all([
      student('Ada'),
      student('Alan'),
      employer('Northwind', { firstName: 'Nora', lastName: 'Wind' }),
      employer('Acme'),
      employer('Pager Ltd'),
      register({
        role: 'university',
        email: `uni-${tag()}@example.org`,
        firstName: 'Grace',
        lastName: 'Hopper',
        universityName: `Hopper Institute ${tag()}`,
        universityCode: 'HI-1',
        universityAddress: '2 Campus Road',
        contactPerson: { name: 'Alan Turing', title: 'Registrar', email: 'registrar@example.org', phone: '1' },
      }),
    ]);
    const { userId } = await createAdmin(api.platform, { email: 'admin@example.org', password: 'admin-password' });
    const login = await api.post('/auth/login', { email: 'admin@example.org', password: 'admin-password' });
    const admin = { id: userId, token: login.body.data.token, email: 'admin@example.org' };
    fillCast(cast, { ada, alan, northwind, acme, pager, university, admin });
  });
  afterAll(() => api?.close());
  return withLateValues(
    { api: () => api },
    {
      ...cast,
      register,
      student,
      employer,
      get,
      send,
      list,
      titles,
      listingsChanged,
      post,
    },
  );
}
