/**
 * The internships api over HTTP (issue 4), on the embedded profile with the real users, internships and
 * bookmarks projections. People are registered through the accounts routes once for the file; every test
 * tags what it posts so the shared list can be searched down to its own internships.
 */
import { randomUUID } from 'node:crypto';
import { channels } from '@stint/shared/infra/channels';
import type { ChangeNotice } from '@stint/shared/live/socket-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersProjection } from '@stint/projector/accounts/users.projection';
import { bookmarksProjection } from '@stint/projector/internships/bookmarks.projection';
import { internshipsProjection } from '@stint/projector/internships/internships.projection';
import {
  externalListingsCollection,
  type ExternalListingDocument,
} from '@stint/shared/internships/internships.read-models';
import { accountAuthenticator } from '../accounts/authenticate';
import { createAdmin } from '../accounts/create-admin';
import { accountRoutes } from '../accounts/index';
import { startTestApi, type TestApi } from '../testing/test-api';
import { internshipRoutes } from './index';
import { internshipStream } from '@stint/shared/internships/internships.streams';
import { topics } from '@stint/shared/live/topics';

const PASSWORD = 'correct horse';
const tag = () => `t${randomUUID().slice(0, 8)}`;

type Person = { id: string; token: string; email: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: any };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Item = any;

/** The full create form, as the web app sends it. */
const form = (overrides: Record<string, unknown> = {}) => ({
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

describe('internships api', () => {
  let api: TestApi;
  let ada: Person, alan: Person, northwind: Person, acme: Person, pager: Person, university: Person, admin: Person;

  async function register(body: Record<string, unknown>): Promise<Person> {
    const response = await api.post('/auth/register', { phone: '+1 555 0100', password: PASSWORD, ...body });
    expect(response.status).toBe(201);
    const { user, token } = response.body.data;
    return { id: user._id, token, email: user.email };
  }
  const student = (firstName: string) =>
    register({
      role: 'student',
      email: `${firstName.toLowerCase()}-${tag()}@example.org`,
      firstName,
      lastName: 'Tester',
      studentId: `S-${tag()}`,
      university: 'Unlisted College',
      program: 'Computer Science',
      major: 'Software',
      yearOfStudy: '3',
    });
  const employer = (companyName: string, extra: Record<string, unknown> = {}) =>
    register({
      role: 'employer',
      email: `hr-${tag()}@example.org`,
      companyName,
      companyAddress: '1 Harbour Way',
      ...extra,
    });

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
    [ada, alan, northwind, acme, pager, university] = await Promise.all([
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
    admin = { id: userId, token: login.body.data.token, email: 'admin@example.org' };
  });
  afterAll(() => api?.close());

  describe('posting', () => {
    it('posts with the form’s defaults, keeps arrays and dates, drops unknown keys, and shows it to its owner', async () => {
      const response = await send('POST', '/internships', northwind, {
        title: '  Data Intern ',
        company: 'Northwind',
        positions: '1',
        description: 'Numbers.',
        location: 'Porto',
        startDate: '2099-03-01T09:00:00.000Z',
        endDate: '2099-06-01',
        applicationDeadline: '2099-02-01',
        requirements: [' Python ', '', 'SQL'],
        skills: ['pandas'],
        employerId: acme.id,
        applicationsCount: 99,
        createdAt: '2000-01-01',
      });
      expect(response.status).toBe(201);
      expect(response.body.message).toBe('Internship posted successfully');
      const { internship } = response.body.data;
      expect(internship).toEqual({
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        source: 'platform',
        title: 'Data Intern',
        company: 'Northwind',
        location: 'Porto',
        description: 'Numbers.',
        isRemote: false,
        workType: 'onsite',
        category: 'Technology',
        skills: ['pandas'],
        status: 'active',
        createdAt: expect.any(String),
        stipend: { amount: 0, currency: 'USD', period: 'monthly' },
        isPaid: true,
        applications: 0,
        applicationsCount: 0,
        applicationDeadline: '2099-02-01',
        deadline: '2099-02-01',
        duration: '3 months',
        type: null,
        salary: null,
        requirements: ['Python', 'SQL'],
        responsibilities: [],
        benefits: [],
        positions: 1,
        acceptedCount: 0,
        startDate: '2099-03-01',
        endDate: '2099-06-01',
        employerId: northwind.id,
        employer: {
          companyName: 'Northwind',
          companyLogo: null,
          companyDescription: '',
          companyWebsite: '',
          firstName: 'Nora',
          lastName: 'Wind',
          email: northwind.email,
          phone: '+1 555 0100',
        },
        url: null,
        postedDate: null,
        department: null,
        seniority: null,
        companyLogo: null,
      });
      expect(internship.createdAt).not.toBe('2000-01-01');
      expect((await get(`/internships/${internship._id}`, northwind)).body.data.internship).toEqual(internship);
    });

    it('posts once for a retried Idempotency-Key', async () => {
      const key = `post-${randomUUID()}`;
      const body = form({ title: `Retry ${tag()}` });
      const first = await api.post('/internships', body, acme.token, { 'idempotency-key': key });
      const again = await api.post('/internships', body, acme.token, { 'idempotency-key': key });
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.body.data.internship).toEqual(first.body.data.internship);
      const events = await api.platform.eventStore.readStream(internshipStream(first.body.data.internship._id));
      expect(events.map((event) => event.type)).toEqual(['InternshipPosted']);
      // The same key from another person is refused, and tells them nothing of the first (issue 14).
      const other = await api.post('/internships', body, northwind.token, { 'idempotency-key': key });
      expect(other).toMatchObject({
        status: 422,
        body: { success: false, message: 'This Idempotency-Key was already used for a different request.' },
      });
      expect(other.body.data).toBeUndefined();
    });

    it.each([
      [{ title: '' }, 'Title is required'],
      [{ title: undefined }, 'Title is required'],
      [{ title: 'x'.repeat(201) }, 'Must be at most 200 characters'],
      [{ company: ' ' }, 'Company is required'],
      [{ category: 'Astrology' }, 'Category is required'],
      [{ positions: 0 }, 'Positions must be at least 1'],
      [{ positions: 1.5 }, 'Positions must be a whole number'],
      [{ positions: 'many' }, 'Positions must be at least 1'],
      [{ description: '' }, 'Description is required'],
      [{ workType: 'moon' }, 'Work type is required'],
      [{ location: '' }, 'Location is required'],
      [{ startDate: '' }, 'Start date is required'],
      [{ startDate: 'next monday' }, 'Please enter a valid date'],
      [{ endDate: undefined }, 'End date is required'],
      [{ endDate: '2099-01-31' }, 'End date must be on or after the start date'],
      [{ applicationDeadline: '' }, 'Application deadline is required'],
      [{ applicationDeadline: '2099-13-45' }, 'Please enter a valid date'],
      [{ applicationDeadline: '2000-01-01' }, 'The application deadline cannot be in the past'],
      [{ stipend: { amount: -1 } }, 'Stipend amount cannot be negative'],
      [{ stipend: { amount: 'lots' } }, 'Stipend amount must be a number'],
      [{ stipend: { amount: 1, currency: 'XYZ' } }, 'Please choose a currency'],
      [{ stipend: { amount: 1, period: 'yearly' } }, 'Please choose a stipend period'],
      [{ requirements: 'one per line' }, 'Must be a list'],
      [{ skills: Array.from({ length: 31 }, (_, i) => `s${i}`) }, 'At most 30 items'],
    ])('refuses a bad posting with a clear message (%#: %s)', async (overrides, message) => {
      const response = await send('POST', '/internships', northwind, form(overrides));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, message });
    });

    it('refuses wrong types with a 400, never a 500', async () => {
      for (const overrides of [{ isRemote: 'yes' }, { requirements: [1, 2] }, { stipend: 5 }, { type: 'forever' }]) {
        const response = await send('POST', '/internships', northwind, form(overrides));
        expect(response.status).toBe(400);
        expect(response.body.message).toEqual(expect.any(String));
      }
      expect((await send('POST', '/internships', northwind, '{"title":')).status).toBe(400);
    });
  });

  describe('editing and the lifecycle', () => {
    it('edits with the edit form’s fields and keeps what the form leaves out', async () => {
      const posted = await post(northwind, { title: `Edit ${tag()}`, category: 'Design', positions: 3 });
      const response = await send('PUT', `/internships/${posted._id}`, northwind, {
        title: 'Edited title',
        company: 'Northwind Labs',
        location: 'Remote',
        startDate: '2099-03-01',
        endDate: '2099-09-01',
        applicationDeadline: '2099-02-15',
        description: 'New description',
        requirements: ['Go'],
        salary: '$2k a month',
        type: 'summer',
        isRemote: true,
        stipend: { amount: 2000, currency: 'USD', period: 'monthly' },
      });
      expect(response.status).toBe(200);
      expect(response.body.message).toBe('Internship updated successfully!');
      const edited = response.body.data.internship;
      expect(edited).toMatchObject({
        title: 'Edited title',
        company: 'Northwind Labs',
        location: 'Remote',
        requirements: ['Go'],
        salary: '$2k a month',
        type: 'summer',
        isRemote: true,
        stipend: { amount: 2000, currency: 'USD', period: 'monthly' },
        applicationDeadline: '2099-02-15',
        // Not on the edit form: kept.
        category: 'Design',
        positions: 3,
        responsibilities: ['Ship features'],
        benefits: ['Lunch'],
        skills: ['Node', 'PostgreSQL'],
        workType: 'onsite',
        createdAt: posted.createdAt,
      });
      expect((await get(`/internships/${posted._id}`, ada)).body.data.internship).toMatchObject({
        title: 'Edited title',
        skills: ['Node', 'PostgreSQL'],
      });
      // Sent empty, a list is emptied.
      const cleared = await send('PUT', `/internships/${posted._id}`, northwind, {
        ...form({ title: 'Edited title' }),
        skills: [],
      });
      expect(cleared.body.data.internship.skills).toEqual([]);
    });

    it('refuses a bad edit with the field’s message, and an edit of what is not yours as not found', async () => {
      const posted = await post(northwind);
      const { title: _, ...withoutTitle } = form();
      expect(await send('PUT', `/internships/${posted._id}`, northwind, withoutTitle)).toMatchObject({
        status: 400,
        body: { message: 'Title is required' },
      });
      expect(await send('PUT', `/internships/${posted._id}`, northwind, form({ endDate: '2000-01-01' }))).toMatchObject(
        { status: 400, body: { message: 'End date must be on or after the start date' } },
      );
      for (const [who, id] of [
        [acme, posted._id],
        [northwind, randomUUID()],
        [northwind, 'not-an-id'],
      ] as const) {
        expect(await send('PUT', `/internships/${id}`, who, form())).toMatchObject({
          status: 404,
          body: { message: 'Internship not found' },
        });
      }
    });

    it('publishes a draft, deactivates and reactivates, and refuses the other transitions with 409', async () => {
      const title = `Lifecycle ${tag()}`;
      const draft = await send('POST', '/internships', northwind, form({ title, status: 'draft' }));
      expect(draft.body).toMatchObject({
        message: 'Internship saved as a draft',
        data: { internship: { status: 'draft' } },
      });
      const id = draft.body.data.internship._id;
      const listed = async () => titles((await list({ search: title }, ada)).internships);
      const action = (verb: string) => send('POST', `/internships/${id}/${verb}`, northwind);

      expect(await listed()).toEqual([]);
      expect((await get(`/internships/${id}`, ada)).status).toBe(404);
      expect(await action('deactivate')).toMatchObject({
        status: 409,
        body: { message: 'Only an active internship can be deactivated' },
      });
      expect(await action('reactivate')).toMatchObject({
        status: 409,
        body: { message: 'Only an inactive or expired internship can be reactivated' },
      });

      expect(await action('publish')).toMatchObject({
        status: 200,
        body: { message: 'Internship published', data: { internship: { _id: id, status: 'active' } } },
      });
      expect(await listed()).toEqual([title]);
      expect(await action('publish')).toMatchObject({
        status: 409,
        body: { message: 'Only a draft can be published' },
      });

      expect(await action('deactivate')).toMatchObject({
        status: 200,
        body: { message: 'Internship deactivated', data: { internship: { status: 'inactive' } } },
      });
      expect(await listed()).toEqual([]);
      expect((await get(`/internships/${id}`, ada)).status).toBe(404);
      expect((await get(`/internships/${id}`, northwind)).body.data.internship.status).toBe('inactive');

      expect(await action('reactivate')).toMatchObject({
        status: 200,
        body: { message: 'Internship reactivated', data: { internship: { status: 'active' } } },
      });
      expect(await listed()).toEqual([title]);

      // Moved into the past, it cannot be reopened until the deadline is extended.
      await send('PUT', `/internships/${id}`, northwind, form({ title, applicationDeadline: '2001-01-01' }));
      await action('deactivate');
      expect(await action('reactivate')).toMatchObject({
        status: 409,
        body: { message: 'The application deadline has passed; extend it before reactivating' },
      });
      expect((await send('POST', `/internships/${id}/deactivate`, acme)).status).toBe(404);
      expect((await send('POST', `/internships/${randomUUID()}/publish`, northwind)).status).toBe(404);
    });
  });

  describe('the public list', () => {
    let t: string;
    let alpha: Item, beta: Item, gamma: Item;

    beforeAll(async () => {
      t = tag();
      alpha = await post(northwind, {
        title: `${t} Alpha`,
        company: `Quokka ${t}`,
        location: 'Lisbon, Portugal',
        category: 'Technology',
        stipend: { amount: 1000, currency: 'EUR', period: 'monthly' },
        applicationDeadline: '2099-03-01',
      });
      beta = await post(acme, {
        title: `${t} Beta`,
        location: 'Anywhere',
        workType: 'remote',
        isRemote: true,
        category: 'Design',
        stipend: { amount: 20, currency: 'USD', period: 'hourly' },
        applicationDeadline: '2099-01-10',
      });
      gamma = await post(northwind, {
        title: `${t} Gamma`,
        location: 'Porto',
        description: `Runs on kubernetes-${t}`,
        workType: 'hybrid',
        category: 'Marketing',
        isPaid: false,
        stipend: { amount: 0, currency: 'USD', period: 'monthly' },
        applicationDeadline: '2099-02-01',
      });
      await post(northwind, { title: `${t} Draft`, status: 'draft' });
    });

    it('lists active internships newest first, sorts by deadline and by monthly stipend', async () => {
      const newest = await list({ search: t });
      expect(titles(newest.internships)).toEqual([gamma.title, beta.title, alpha.title]);
      expect(newest.counts).toEqual({ platform: 3, external: 0 });
      expect(newest.pagination).toEqual({
        page: 1,
        limit: 100,
        total: 3,
        totalItems: 3,
        totalPages: 1,
        hasPrevPage: false,
        hasNextPage: false,
        prevPage: null,
        nextPage: null,
      });
      expect(titles((await list({ search: t, sort: 'deadline' })).internships)).toEqual([
        beta.title,
        gamma.title,
        alpha.title,
      ]);
      // 20 an hour is 3200 a month; unpaid is 0.
      expect(titles((await list({ search: t, sort: 'salary' })).internships)).toEqual([
        beta.title,
        alpha.title,
        gamma.title,
      ]);
    });

    it('searches title, location, description and (signed in) company, case-insensitively', async () => {
      expect(titles((await list({ search: t.toUpperCase() })).internships)).toHaveLength(3);
      expect(titles((await list({ search: `KUBERNETES-${t}` })).internships)).toEqual([gamma.title]);
      expect(titles((await list({ search: `quokka ${t}` }, ada)).internships)).toEqual([alpha.title]);
      // Signed out, the company is hidden: it cannot be searched for either.
      expect((await list({ search: `quokka ${t}` })).internships).toEqual([]);
      expect(titles((await list({ search: t, location: 'LISBON' })).internships)).toEqual([alpha.title]);
    });

    it('filters on remote, category, work type and pay', async () => {
      const only = async (query: Record<string, string>) => titles((await list({ search: t, ...query })).internships);
      expect(await only({ remote: 'true' })).toEqual([beta.title]);
      expect(await only({ remote: 'false' })).toEqual([gamma.title, alpha.title]);
      expect(await only({ category: 'Design' })).toEqual([beta.title]);
      expect(await only({ workType: 'hybrid' })).toEqual([gamma.title]);
      expect(await only({ paid: 'false' })).toEqual([gamma.title]);
      expect(await only({ paid: 'true', sort: 'deadline' })).toEqual([beta.title, alpha.title]);
      for (const bad of ['category=Astrology', 'sort=cheapest', 'limit=101', 'page=0', 'source=mars', 'remote=maybe']) {
        const response = await get(`/internships?${bad}`);
        expect(response.status).toBe(400);
        expect(response.body.message).toEqual(expect.any(String));
      }
    });

    it('pages, with the pagination object of DESIGN §6', async () => {
      const first = await list({ search: t, limit: 2 });
      expect(titles(first.internships)).toEqual([gamma.title, beta.title]);
      expect(first.pagination).toMatchObject({
        page: 1,
        limit: 2,
        totalItems: 3,
        totalPages: 2,
        hasNextPage: true,
        nextPage: 2,
      });
      const second = await list({ search: t, limit: 2, page: 2 });
      expect(titles(second.internships)).toEqual([alpha.title]);
      expect(second.pagination).toMatchObject({ hasPrevPage: true, prevPage: 1, hasNextPage: false, nextPage: null });
      expect((await list({ search: t, limit: 2, page: 3 })).internships).toEqual([]);
    });

    it('hides the company and the employer from signed-out callers, and shows them to signed-in ones', async () => {
      const [anonymous] = (await list({ search: `${t} Alpha` })).internships;
      expect(anonymous).toMatchObject({ company: null, employer: null, employerId: null });
      expect(anonymous).not.toHaveProperty('isBookmarked');
      const [signedIn] = (await list({ search: `${t} Alpha` }, ada)).internships;
      expect(signedIn).toMatchObject({
        company: `Quokka ${t}`,
        employerId: northwind.id,
        employer: { companyName: 'Northwind', email: northwind.email, firstName: 'Nora' },
        isBookmarked: false,
      });
      const [asEmployer] = (await list({ search: `${t} Alpha` }, acme)).internships;
      expect(asEmployer.company).toBe(`Quokka ${t}`);
      expect(asEmployer).not.toHaveProperty('isBookmarked');

      const detail = async (who?: Person) => (await get(`/internships/${alpha._id}`, who)).body.data.internship;
      expect(await detail()).toMatchObject({ company: null, employer: null, employerId: null });
      expect(await detail(alan)).toMatchObject({
        company: `Quokka ${t}`,
        employer: {
          companyName: 'Northwind',
          companyLogo: null,
          companyDescription: '',
          companyWebsite: '',
          firstName: 'Nora',
          lastName: 'Wind',
          email: northwind.email,
          phone: '+1 555 0100',
        },
        isBookmarked: false,
      });
      expect(await detail(university)).toMatchObject({
        company: `Quokka ${t}`,
        employer: { companyName: 'Northwind' },
      });
      for (const id of [randomUUID(), 'not-an-id']) {
        expect(await get(`/internships/${id}`)).toMatchObject({
          status: 404,
          body: { success: false, message: 'Internship not found' },
        });
      }
    });

    it('lists the job board’s listings after the platform’s, in the same shape, and counts both', async () => {
      const listing = (n: number, postedDate: string): ExternalListingDocument => ({
        _id: `ext-${t}-${n}`,
        title: `${t} External ${n}`,
        company: 'Globex',
        location: 'Berlin',
        description: 'From the job board',
        url: `https://jobs.example.org/${n}`,
        postedDate,
        salary: '$40k – $50k',
        type: 'Internship',
        isRemote: n === 2,
        department: 'Engineering',
        seniority: 'Entry Level',
        skills: ['Go'],
        companyLogo: null,
      });
      const externals = api.platform.readStore.collection<ExternalListingDocument>(externalListingsCollection);
      await externals.upsert(listing(1, '2026-01-01T00:00:00.000Z'));
      await externals.upsert(listing(2, '2026-02-01T00:00:00.000Z'));
      // Written here rather than by the job-board sync, so the change notice its projection would send is sent here:
      // the api keeps list pages until one arrives.
      await listingsChanged([`ext-${t}-1`, `ext-${t}-2`]);
      try {
        const all = await list({ search: t });
        expect(titles(all.internships)).toEqual([
          gamma.title,
          beta.title,
          alpha.title,
          `${t} External 2`,
          `${t} External 1`,
        ]);
        expect(all.counts).toEqual({ platform: 3, external: 2 });
        expect(all.pagination.totalItems).toBe(5);
        // Public job-board data: the company shows signed out too.
        expect(all.internships[3]).toEqual({
          _id: `ext-${t}-2`,
          source: 'external',
          title: `${t} External 2`,
          company: 'Globex',
          location: 'Berlin',
          description: 'From the job board',
          isRemote: true,
          workType: 'remote',
          category: null,
          skills: ['Go'],
          status: 'active',
          createdAt: '2026-02-01T00:00:00.000Z',
          stipend: null,
          isPaid: null,
          applications: 0,
          applicationsCount: 0,
          applicationDeadline: null,
          deadline: null,
          duration: null,
          type: 'Internship',
          salary: '$40k – $50k',
          requirements: [],
          responsibilities: [],
          benefits: [],
          positions: 1,
          acceptedCount: 0,
          startDate: null,
          endDate: null,
          employerId: null,
          employer: null,
          url: 'https://jobs.example.org/2',
          postedDate: '2026-02-01T00:00:00.000Z',
          department: 'Engineering',
          seniority: 'Entry Level',
          companyLogo: null,
        });
        const page2 = await list({ search: t, limit: 2, page: 2 });
        expect(titles(page2.internships)).toEqual([alpha.title, `${t} External 2`]);
        const external = await list({ search: t, source: 'external' });
        expect(titles(external.internships)).toEqual([`${t} External 2`, `${t} External 1`]);
        expect(external.counts).toEqual({ platform: 3, external: 2 });
        expect(external.pagination.totalItems).toBe(2);
        const platform = await list({ search: t, source: 'platform' });
        expect(platform.internships.every((item: Item) => item.source === 'platform')).toBe(true);
        expect(platform.counts).toEqual({ platform: 3, external: 2 });
        expect(titles((await list({ search: t, source: 'external', remote: 'true' })).internships)).toEqual([
          `${t} External 2`,
        ]);
        // What a listing never has (a category, pay) matches no listing.
        expect((await list({ search: t, category: 'Design' })).counts).toEqual({ platform: 1, external: 0 });
      } finally {
        await externals.delete(`ext-${t}-1`);
        await externals.delete(`ext-${t}-2`);
        await listingsChanged([`ext-${t}-1`, `ext-${t}-2`]);
      }
    });

    it('toggles a student’s bookmark, shows it on the list and the detail, and filters on it', async () => {
      const toggle = (id: string, who: Person = ada) => send('POST', `/internships/${id}/bookmark`, who);
      expect(await toggle(alpha._id)).toMatchObject({
        status: 200,
        body: { success: true, message: 'Internship bookmarked', data: { bookmarked: true } },
      });
      await toggle(gamma._id);
      const mine = await list({ search: t, bookmarked: 'true' }, ada);
      expect(titles(mine.internships)).toEqual([gamma.title, alpha.title]);
      expect(mine.internships.every((item: Item) => item.isBookmarked === true)).toBe(true);
      expect(mine.counts.platform).toBe(2);
      const flags = Object.fromEntries(
        (await list({ search: t }, ada)).internships.map((item: Item) => [item.title, item.isBookmarked]),
      );
      expect(flags).toEqual({ [alpha.title]: true, [beta.title]: false, [gamma.title]: true });
      expect((await get(`/internships/${alpha._id}`, ada)).body.data.internship.isBookmarked).toBe(true);
      // Someone else's saved list, and nobody's when signed out or not a student.
      expect((await list({ search: t, bookmarked: 'true' }, alan)).internships).toEqual([]);
      expect((await list({ search: t, bookmarked: 'true' })).internships).toEqual([]);
      expect((await list({ search: t, bookmarked: 'true' }, northwind)).internships).toEqual([]);

      expect(await toggle(alpha._id)).toMatchObject({
        status: 200,
        body: { message: 'Bookmark removed', data: { bookmarked: false } },
      });
      expect(titles((await list({ search: t, bookmarked: 'true' }, ada)).internships)).toEqual([gamma.title]);
      expect((await get(`/internships/${alpha._id}`, ada)).body.data.internship.isBookmarked).toBe(false);
    });

    it('saves only what a student can see, and lets them unsave what closed since', async () => {
      const closing = await post(acme, { title: `Closing ${tag()}` });
      expect((await send('POST', `/internships/${closing._id}/bookmark`, alan)).body.data.bookmarked).toBe(true);
      await send('POST', `/internships/${closing._id}/deactivate`, acme);
      expect((await send('POST', `/internships/${closing._id}/bookmark`, alan)).body.data.bookmarked).toBe(false);
      expect(await send('POST', `/internships/${closing._id}/bookmark`, alan)).toMatchObject({
        status: 404,
        body: { message: 'Internship not found' },
      });
      const draft = await post(acme, { status: 'draft' });
      for (const id of [draft._id, randomUUID(), 'not-an-id']) {
        expect((await send('POST', `/internships/${id}/bookmark`, alan)).status).toBe(404);
      }
    });
  });

  it('lists an employer’s own internships in every status, newest first, ten to a page', async () => {
    const posted: Item[] = [];
    for (let n = 1; n <= 12; n++) {
      posted.push(await post(pager, { title: `Pager ${n}`, ...(n === 3 ? { status: 'draft' } : {}) }));
    }
    await send('POST', `/internships/${posted[4]._id}/deactivate`, pager);
    const first = await get('/internships/employer/internships?page=1&limit=10', pager);
    expect(first.status).toBe(200);
    expect(titles(first.body.data.internships)).toEqual(
      posted
        .slice(2)
        .reverse()
        .map((item) => item.title),
    );
    expect(first.body.data.pagination).toMatchObject({
      page: 1,
      limit: 10,
      totalItems: 12,
      totalPages: 2,
      hasNextPage: true,
    });
    expect(first.body.data.internships.find((item: Item) => item.title === 'Pager 5').status).toBe('inactive');
    const second = await get('/internships/employer/internships?page=2', pager);
    expect(titles(second.body.data.internships)).toEqual(['Pager 2', 'Pager 1']);
    expect(second.body.data.pagination).toMatchObject({ page: 2, limit: 10, totalPages: 2, hasNextPage: false });
    const drafts = await get('/internships/employer/internships?status=draft', pager);
    expect(titles(drafts.body.data.internships)).toEqual(['Pager 3']);
    expect(first.body.data.internships[0].employer).toMatchObject({ companyName: 'Pager Ltd', email: pager.email });
    // Nobody else's.
    const acmeOwn = await get('/internships/employer/internships?limit=100', acme);
    expect(acmeOwn.body.data.internships.every((item: Item) => item.employerId === acme.id)).toBe(true);
    expect((await get('/internships/employer/internships?limit=500', pager)).status).toBe(400);
  });

  describe('authorization matrix', () => {
    const people = ['anonymous', 'student', 'other employer', 'owner', 'admin', 'university'] as const;
    type Who = (typeof people)[number];
    const person = (who: Who): Person | null =>
      ({ anonymous: null, student: ada, 'other employer': acme, owner: northwind, admin, university })[who];

    /** Each row: how to get a fresh internship in the state the route needs, then what each person gets. */
    type Row = {
      method: string;
      path: string;
      setup?: () => Promise<string>;
      body?: () => unknown;
      expected: Record<Who, number>;
    };
    const active = async () => (await post(northwind, { title: `Matrix ${tag()}` }))._id as string;
    const draft = async () => (await post(northwind, { title: `Matrix ${tag()}`, status: 'draft' }))._id as string;
    const inactive = async () => {
      const id = await active();
      await send('POST', `/internships/${id}/deactivate`, northwind);
      return id;
    };
    const byRole = (
      anonymous: number,
      student: number,
      other: number,
      owner: number,
      adminStatus: number,
      uni: number,
    ): Record<Who, number> => ({
      anonymous,
      student,
      'other employer': other,
      owner,
      admin: adminStatus,
      university: uni,
    });
    const rows: Row[] = [
      { method: 'GET', path: '/internships', expected: byRole(200, 200, 200, 200, 200, 200) },
      { method: 'POST', path: '/internships', body: () => form(), expected: byRole(401, 403, 201, 201, 403, 403) },
      {
        method: 'GET',
        path: '/internships/employer/internships',
        expected: byRole(401, 403, 200, 200, 403, 403),
      },
      { method: 'GET', path: '/internships/:id', setup: active, expected: byRole(200, 200, 200, 200, 200, 200) },
      { method: 'GET', path: '/internships/:id', setup: draft, expected: byRole(404, 404, 404, 200, 404, 404) },
      { method: 'GET', path: '/internships/:id', setup: inactive, expected: byRole(404, 404, 404, 200, 404, 404) },
      {
        method: 'PUT',
        path: '/internships/:id',
        setup: active,
        body: () => form(),
        expected: byRole(401, 403, 404, 200, 403, 403),
      },
      {
        method: 'POST',
        path: '/internships/:id/publish',
        setup: draft,
        expected: byRole(401, 403, 404, 200, 403, 403),
      },
      {
        method: 'POST',
        path: '/internships/:id/deactivate',
        setup: active,
        expected: byRole(401, 403, 404, 200, 403, 403),
      },
      {
        method: 'POST',
        path: '/internships/:id/reactivate',
        setup: inactive,
        expected: byRole(401, 403, 404, 200, 403, 403),
      },
      {
        method: 'POST',
        path: '/internships/:id/bookmark',
        setup: active,
        expected: byRole(401, 200, 403, 403, 403, 403),
      },
    ];

    it('covers every internships route', () => {
      const covered = new Set(rows.map((row) => `${row.method} ${row.path}`));
      for (const route of internshipRoutes) expect(covered).toContain(`${route.method.toUpperCase()} ${route.path}`);
    });

    it.each(rows.map((row) => [`${row.method} ${row.path}${row.setup ? ` (${row.setup.name})` : ''}`, row] as const))(
      '%s',
      async (_name, row) => {
        const id = row.setup ? await row.setup() : '';
        const actual = {} as Record<Who, number>;
        // The owner goes last: a state change must not decide what the others get.
        for (const who of [...people.filter((p) => p !== 'owner'), 'owner' as const]) {
          const path = row.path.replace(':id', id);
          const response =
            row.method === 'GET'
              ? await get(path, person(who))
              : await send(row.method, path, person(who), row.body?.() ?? {});
          actual[who] = response.status;
        }
        expect(actual).toEqual(row.expected);
      },
    );
  });
});
