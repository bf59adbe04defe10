/**
 * The internships api over HTTP (issue 4): the public list, its search, filters, pages and bookmarks.
 * Setup in internships.test-setup.ts; every test tags what it posts so the shared list can be searched down to its own internships.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  externalListingsCollection,
  type ExternalListingDocument,
} from '@stint/shared/internships/internships.read-models';
import { tag, type Person, type Item, useInternshipsApi, northwindCard } from './internships.test-setup';

describe('internships api', () => {
  const setup = useInternshipsApi();
  const { get, send, list, titles, listingsChanged, post } = setup;
  const { ada, alan, northwind, acme, university } = setup;

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

    it('pages, with the pagination object of docs/architecture.md §HTTP', async () => {
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
        employer: northwindCard(northwind.email),
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
      const externals = setup.api.platform.readStore.collection<ExternalListingDocument>(externalListingsCollection);
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
});
