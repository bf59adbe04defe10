/**
 * The job-board sync on the embedded profile against a fixture board on 127.0.0.1 (never the real one), with
 * the real external-listings projection and the real `GET /internships` reading what it writes. The tests run
 * in order on one platform: each starts from the listings the previous one left.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';
import { listInternshipsRoute } from '@stint/api/internships/list-internships.route';
import { externalListingsProjection } from '@stint/projector/internships/external-listings.projection';
import { internshipsProjection } from '@stint/projector/internships/internships.projection';
import { EXTERNAL_LISTING_FALLBACKS } from '@stint/shared/internships/external-listings.constants';
import type { Internship } from '@stint/shared/internships/internships.schemas';
import { startWorkers } from '../runtime/reactor';
import {
  reply,
  riseJob,
  risePage,
  seniorJob,
  startJobBoardServer,
  type JobBoardServer,
  type RiseJob,
} from '../testing/job-board-server';
import { JobBoardError } from './job-board-client';
import {
  externalListingId,
  jobBoardSyncJob,
  jobBoardSyncSettings,
  syncJobBoard,
  type JobBoardSyncRun,
} from './job-board-sync.job';
import { externalListingStream } from '@stint/shared/internships/internships.streams';

const TIMEOUT_MS = 300;
const MAX_BYTES = 5 * 1024 * 1024;

type ListResponse = {
  internships: Internship[];
  counts: { platform: number; external: number };
  pagination: { totalItems: number };
};

/** The first page the board serves: internship-like jobs mixed with what the filter, the reader and the cleaner drop. */
function firstPage(): unknown[] {
  return [
    riseJob('a1', 0),
    seniorJob('s1', 1),
    riseJob('a2', 2, { title: 'Marketing Trainee', type: 'Remote', descriptionBreakdown: { workModel: 'Remote' } }),
    riseJob('d1', 3, { title: 'Internal Audit Analyst', seniority: 'Mid Level', descriptionBreakdown: {} }),
    // Only its employment type says it: kept, with every other field falling back (spec 1 §9).
    { _id: 'a3', url: 'https://jobs.example.com/a3', descriptionBreakdown: { employmentType: 'Part-time' } },
    riseJob('x1', 4, { url: 'javascript:alert(document.cookie)' }),
    riseJob('x2', 5, { url: 12 }),
    'not a job',
    riseJob('a4', 6, {
      title: '<img src=x onerror=alert(1)>Data <b>Apprentice</b><script>steal()</script>',
      owner: { companyName: '<a href="javascript:x">Evil Corp</a>', photo: 'data:image/png;base64,AAAA' },
    }),
    riseJob('a5', 7, { seniority: 7, title: ['wrong'], descriptionBreakdown: { employmentType: 'Temporary' } }),
  ];
}

describe('job-board sync', () => {
  let api: TestApi;
  let board: JobBoardServer;
  const settings = () => ({ url: board.url, timeoutMs: TIMEOUT_MS, maxBytes: MAX_BYTES });

  beforeAll(async () => {
    [api, board] = await Promise.all([
      startTestApi('embedded', {
        projections: [internshipsProjection, externalListingsProjection],
        routes: [listInternshipsRoute],
      }),
      startJobBoardServer(),
    ]);
  });
  afterAll(async () => {
    await board?.close();
    await api?.close();
  });

  async function sync(): Promise<JobBoardSyncRun> {
    const run = await syncJobBoard(api.platform, settings());
    expect(run.failed).toEqual([]);
    await api.server.deps.consistency.waitFor(run.position);
    return run;
  }
  async function list(query = 'source=external'): Promise<ListResponse> {
    const response = await api.get(`/internships?${query}`);
    expect(response.status).toBe(200);
    return response.body.data as ListResponse;
  }
  const idsOf = (...boardIds: string[]) => boardIds.map(externalListingId);
  const listed = async () => (await list()).internships.map((item) => item._id);
  const eventTypes = async (boardId: string) =>
    (await api.platform.eventStore.readStream(externalListingStream(externalListingId(boardId)))).map(
      (event) => event.type,
    );

  it('fetches the board with the spec query, keeps and cleans the internship-like jobs, and serves them as external', async () => {
    board.answer(reply.json(risePage(firstPage())));
    const run = await sync();
    expect(run.appeared.sort()).toEqual(idsOf('a1', 'a2', 'a3', 'a4', 'a5').sort());

    const request = board.requests.at(-1)!;
    expect(request.pathname).toBe('/api/v1/jobs/public');
    expect(Object.fromEntries(request.searchParams)).toEqual({
      page: '1',
      limit: '100',
      sort: 'desc',
      sortedBy: 'createdAt',
      jobLoc: '',
    });

    const external = await list();
    expect(external.counts).toEqual({ platform: 0, external: 5 });
    expect(external.pagination.totalItems).toBe(5);
    const byId = new Map(external.internships.map((item) => [item._id, item]));
    expect(byId.get(externalListingId('a1'))).toMatchObject({
      source: 'external',
      title: 'Software Engineering Intern a1',
      company: 'Company a1',
      location: 'Lisbon, Portugal',
      description: 'Ship features with the a1 team.',
      url: 'https://jobs.example.com/a1',
      postedDate: '2025-03-01T12:00:00.000Z',
      salary: '$30,000 – $36,000 a year',
      type: 'Internship',
      isRemote: false,
      department: 'Engineering',
      seniority: 'Entry Level',
      skills: ['TypeScript', 'SQL', 'Git'],
      companyLogo: 'https://cdn.example.com/a1.png',
      status: 'active',
    });
    expect(byId.get(externalListingId('a2'))).toMatchObject({ title: 'Marketing Trainee', isRemote: true });
    expect(byId.get(externalListingId('a3'))).toMatchObject({
      title: EXTERNAL_LISTING_FALLBACKS.title,
      company: EXTERNAL_LISTING_FALLBACKS.company,
      location: EXTERNAL_LISTING_FALLBACKS.location,
      description: EXTERNAL_LISTING_FALLBACKS.description,
      salary: EXTERNAL_LISTING_FALLBACKS.salary,
      department: EXTERNAL_LISTING_FALLBACKS.department,
      seniority: EXTERNAL_LISTING_FALLBACKS.seniority,
      type: 'Part-time',
      skills: [],
      companyLogo: null,
      url: 'https://jobs.example.com/a3',
    });
    // No date from the board: dated when first seen.
    expect(Date.parse(byId.get(externalListingId('a3'))!.postedDate!)).toBeGreaterThan(Date.now() - 60_000);
    expect(byId.get(externalListingId('a4'))).toMatchObject({
      title: 'Data Apprentice',
      company: 'Evil Corp',
      companyLogo: null,
    });
    expect(byId.get(externalListingId('a5'))).toMatchObject({
      title: EXTERNAL_LISTING_FALLBACKS.title,
      seniority: EXTERNAL_LISTING_FALLBACKS.seniority,
      type: 'Temporary',
    });
    for (const item of external.internships) {
      expect(item.url).toMatch(/^https:\/\/jobs\.example\.com\//);
      expect(JSON.stringify(item)).not.toMatch(/<|>|javascript:|data:/i);
    }
    // Newest first; the undated one was seen just now.
    expect(external.internships[0]!._id).toBe(externalListingId('a3'));

    // The whole list counts both sources; a platform-only list still counts the external ones.
    expect((await list('source=all')).counts).toEqual({ platform: 0, external: 5 });
    expect(await list('source=platform')).toMatchObject({ internships: [], counts: { platform: 0, external: 5 } });
    expect((await list('source=external&remote=true')).internships.map((item) => item._id)).toEqual(idsOf('a2'));
  });

  it('appends nothing when the board answers the same again', async () => {
    const head = await api.platform.eventStore.headPosition();
    const run = await syncJobBoard(api.platform, settings());
    expect(run).toEqual({ appeared: [], changed: [], disappeared: [], failed: [], position: null });
    expect(await api.platform.eventStore.headPosition()).toBe(head);
  });

  it('records a change, a disappearance and a newcomer, and the list follows', async () => {
    const idOf = (job: unknown) => (job as RiseJob)._id;
    const page = firstPage().filter((job) => idOf(job) !== 'a2');
    const changed = page.map((job) =>
      idOf(job) === 'a1' ? riseJob('a1', 0, { title: 'Platform Engineering Intern a1' }) : job,
    );
    board.answer(reply.json(risePage([riseJob('n1', -1), ...changed])));
    const run = await sync();
    expect(run).toMatchObject({ appeared: idsOf('n1'), changed: idsOf('a1'), disappeared: idsOf('a2') });

    expect(await eventTypes('a1')).toEqual(['ExternalListingAppeared', 'ExternalListingChanged']);
    const [change] = await api.platform.eventStore.readStream(externalListingStream(externalListingId('a1')), {
      direction: 'backwards',
      maxCount: 1,
    });
    expect(change).toMatchObject({
      data: { boardId: 'a1', changed: ['title'], listing: { title: 'Platform Engineering Intern a1' } },
      metadata: { actor: null },
    });
    expect(await eventTypes('a2')).toEqual(['ExternalListingAppeared', 'ExternalListingDisappeared']);

    const external = await list();
    expect(external.counts.external).toBe(5);
    expect(external.internships.map((item) => item._id).sort()).toEqual(idsOf('n1', 'a1', 'a3', 'a4', 'a5').sort());
    expect(external.internships.find((item) => item._id === externalListingId('a1'))?.title).toBe(
      'Platform Engineering Intern a1',
    );
  });

  it.each([
    ['a 500', reply.json({ success: false, message: 'boom' }, 500), true],
    ['a 503 page', reply.text('<html>Service Unavailable</html>', 503), true],
    ['a 404', reply.text('not found', 404), false],
    ['HTML instead of JSON', reply.text('<!doctype html><title>Login</title>'), false],
    ['truncated JSON', reply.text('{"success":true,"result":{"jobs":[', 200, 'application/json'), false],
    ['a body over the size cap (streamed)', reply.huge(MAX_BYTES + 1024 * 1024), false],
    ['a body over the size cap (declared)', reply.huge(MAX_BYTES + 1, true), false],
    ['no answer within the deadline', reply.silent(), true],
    ['a body that stalls past the deadline', reply.stalled(), true],
    ['a dropped connection', reply.reset(), true],
    ['success: false', reply.json({ success: false, result: { jobs: [riseJob('z1', 0)] } }), false],
    ['no result', reply.json({ success: true, jobs: [riseJob('z1', 0)] }), false],
    ['jobs of the wrong type', reply.json({ success: true, result: { count: 1, jobs: 'z1' } }), false],
    ['an empty page', reply.json(risePage([])), false],
    ['only unreadable jobs', reply.json(risePage([null, 7, { title: 'Intern' }, riseJob('z', 0, { url: '' })])), false],
    ['a JSON array', reply.json([riseJob('z1', 0)]), false],
  ])('keeps the last good listings when the board gives %s', async (_name, answer, retryable) => {
    const before = await list();
    const head = await api.platform.eventStore.headPosition();
    board.answer(answer);
    const started = Date.now();
    const failure = await syncJobBoard(api.platform, settings()).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(JobBoardError);
    expect((failure as JobBoardError).retryable).toBe(retryable);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2_000);
    expect(await api.platform.eventStore.headPosition()).toBe(head);
    expect(await list()).toEqual(before);
  });

  it('keeps at most 50 listings, the newest the board lists', async () => {
    const jobs = [...Array.from({ length: 90 }, (_, i) => riseJob(`c${i}`, i)), seniorJob('s2', 90)];
    board.answer(reply.json(risePage(jobs)));
    const run = await sync();
    expect(run.appeared).toHaveLength(50);
    expect(run.disappeared.sort()).toEqual(idsOf('n1', 'a1', 'a3', 'a4', 'a5').sort());
    const external = await list();
    expect(external.counts.external).toBe(50);
    expect(external.internships.map((item) => item._id)).toEqual(
      idsOf(...jobs.slice(0, 50).map((job) => `${job._id}`)),
    );
  });

  it('empties the list when the board has no internship-like job left', async () => {
    board.answer(reply.json(risePage([seniorJob('s3', 0), seniorJob('s4', 1)])));
    const run = await sync();
    expect(run.disappeared).toHaveLength(50);
    expect(await list()).toMatchObject({ internships: [], counts: { platform: 0, external: 0 } });
  });

  it('runs at start on its schedule, retries a failing board with backoff, and records what it then answers', async () => {
    const defaults = jobBoardSyncSettings({ JOB_BOARD_URL: undefined, JOB_BOARD_SYNC_MINUTES: 30 });
    expect(defaults).toMatchObject({
      url: 'https://api.joinrise.io/api/v1/jobs/public',
      everyMs: 30 * 60_000,
      timeoutMs: 10_000,
      maxBytes: 5 * 1024 * 1024,
    });

    const requestsBefore = board.requests.length;
    board.answer(reply.text('down', 502), reply.reset(), reply.json(risePage([riseJob('j1', 0), riseJob('j2', 1)])));
    const job = jobBoardSyncJob(api.platform, { ...settings(), attempts: 3, backoffMs: 20 });
    expect(job.schedule).toEqual({ name: 'tick', every: { everyMs: 30 * 60_000, runAtStart: true } });
    const workers = await startWorkers({ ...api.platform, reactors: [], jobs: [job] });
    try {
      await waitUntil(async () => (await listed()).length === 2);
      expect((await listed()).sort()).toEqual(idsOf('j1', 'j2').sort());
      expect(board.requests.length - requestsBefore).toBe(3);

      // An answer that will never be read fails the run at once (no retry), and the listings stay.
      board.answer(reply.text('<html>oops</html>'));
      const failedBefore = (await api.platform.queue.counts('job-board-sync')).failed ?? 0;
      await api.platform.queue.enqueue('job-board-sync', 'tick', {});
      await waitUntil(async () => ((await api.platform.queue.counts('job-board-sync')).failed ?? 0) > failedBefore);
      expect(board.requests.length - requestsBefore).toBe(4);
      expect((await listed()).sort()).toEqual(idsOf('j1', 'j2').sort());
    } finally {
      await workers.stop();
    }
  });

  it('schedules nothing for an address that is not http(s)', () => {
    const job = jobBoardSyncJob({ ...api.platform, config: { ...api.platform.config, JOB_BOARD_URL: 'ftp://x/y' } });
    expect(job.schedule).toBeUndefined();
  });
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
