/**
 * The internships api over HTTP (issue 4): posting, editing and the lifecycle, and an employer’s own list.
 * Setup in internships.test-setup.ts; every test tags what it posts.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tag, type Item, form, useInternshipsApi, northwindCard } from './internships.test-setup';
import { internshipStream } from '@stint/shared/internships/internships.streams';

describe('internships api', () => {
  const setup = useInternshipsApi();
  const { get, send, list, titles, post } = setup;
  const { ada, northwind, acme, pager } = setup;

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
        employer: northwindCard(northwind.email),
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
      const first = await setup.api.post('/internships', body, acme.token, { 'idempotency-key': key });
      const again = await setup.api.post('/internships', body, acme.token, { 'idempotency-key': key });
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.body.data.internship).toEqual(first.body.data.internship);
      const events = await setup.api.platform.eventStore.readStream(internshipStream(first.body.data.internship._id));
      expect(events.map((event) => event.type)).toEqual(['InternshipPosted']);
      // The same key from another person is refused, and tells them nothing of the first (issue 14).
      const other = await setup.api.post('/internships', body, northwind.token, { 'idempotency-key': key });
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
});
