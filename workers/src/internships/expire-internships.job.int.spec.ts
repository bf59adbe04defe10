/** The deadline job on the embedded profile, with the real internships projection feeding what it reads. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandInternship } from '@stint/launcher/testing/people';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';
import { internshipsProjection } from '@stint/projector/internships/internships.projection';
import type { InternshipCommand } from '@stint/shared/internships/internships.commands';
import type { InternshipDetails } from '@stint/shared/internships/internships.events';
import { internshipsCollection, type InternshipDocument } from '@stint/shared/internships/internships.read-models';
import { startWorkers } from '../runtime/reactor';
import { expireInternships, expireInternshipsJob } from './expire-internships.job';
import { internshipStream } from '@stint/shared/internships/internships.streams';
import { details as internshipDetails } from '@stint/shared/testing/internship-events';

/** The decider specs' internship, set in 2020: its deadline is long past on any day the job runs. */
const details: InternshipDetails = {
  ...internshipDetails,
  skills: [],
  startDate: '2020-02-01',
  endDate: '2020-05-01',
  applicationDeadline: '2020-01-15',
};
const employerId = randomUUID();
const LONG_AGO = '2020-01-01';
const FAR_AHEAD = '2999-01-01';

describe('expire internships job', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi('embedded', { projections: [internshipsProjection] });
  });
  afterAll(() => api?.close());

  const send = (internshipId: string, command: InternshipCommand): Promise<void> =>
    commandInternship(api, employerId, internshipId, command);
  async function post(changes: Partial<InternshipDetails> = {}, asDraft = false): Promise<string> {
    const internshipId = randomUUID();
    await send(internshipId, {
      type: 'PostInternship',
      internshipId,
      employerId,
      details: { ...details, ...changes },
      asDraft,
      today: LONG_AGO,
    });
    return internshipId;
  }
  const document = (id: string) => api.platform.readStore.collection<InternshipDocument>(internshipsCollection).get(id);
  const streamLength = async (id: string) => (await api.platform.eventStore.readStream(internshipStream(id))).length;
  it('expires what is overdue in every open status, leaves the rest, and appends nothing on a rerun', async () => {
    const active = await post();
    const draft = await post({}, true);
    const inactive = await post();
    await send(inactive, { type: 'DeactivateInternship', employerId });
    const open = await post({ applicationDeadline: FAR_AHEAD });
    const expired = await post();
    await send(expired, { type: 'ExpireInternship', today: '2020-02-01' });

    const first = await expireInternships(api.platform);
    expect(first.failed).toEqual([]);
    expect(first.expired.sort()).toEqual([active, draft, inactive].sort());
    for (const id of [active, draft, inactive]) {
      const [last] = await api.platform.eventStore.readStream(internshipStream(id), {
        direction: 'backwards',
        maxCount: 1,
      });
      expect(last).toMatchObject({ type: 'InternshipExpired', metadata: { actor: null } });
    }
    expect(await streamLength(expired)).toBe(2);
    expect((await document(open))?.status).toBe('active');

    // Before the projector has caught up the rerun finds them again, and appends nothing; after, it finds none.
    const lengths = await Promise.all([active, draft, inactive].map(streamLength));
    await expireInternships(api.platform);
    expect(await Promise.all([active, draft, inactive].map(streamLength))).toEqual(lengths);
    await api.server.deps.consistency.waitFor(first.position);
    expect((await document(active))?.status).toBe('expired');
    expect(await expireInternships(api.platform)).toMatchObject({ expired: [], failed: [], position: null });
  });

  it('expires again the same day an internship reopened and overdue once more', async () => {
    const id = await post();
    const now = new Date();
    const first = await expireInternships(api.platform, now);
    expect(first.expired).toEqual([id]);
    await api.server.deps.consistency.waitFor(first.position);
    await send(id, {
      type: 'UpdateInternship',
      employerId,
      details: { ...details, applicationDeadline: FAR_AHEAD },
      today: LONG_AGO,
    });
    await send(id, { type: 'ReactivateInternship', employerId, today: LONG_AGO });
    await send(id, { type: 'UpdateInternship', employerId, details, today: LONG_AGO });
    expect((await document(id))?.status).toBe('active');
    expect((await expireInternships(api.platform, now)).expired).toEqual([id]);
  });

  it('runs at start on its schedule, so overdue internships close without anyone asking', async () => {
    const id = await post();
    const workers = await startWorkers({ ...api.platform, reactors: [], jobs: [expireInternshipsJob(api.platform)] });
    try {
      const deadline = Date.now() + 10_000;
      while ((await document(id))?.status !== 'expired') {
        if (Date.now() > deadline) throw new Error('the job did not expire the internship in time');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(expireInternshipsJob(api.platform).schedule).toEqual({
        name: 'expire-internships',
        every: { everyMs: 15 * 60_000, runAtStart: true },
      });
    } finally {
      await workers.stop();
    }
  });
});
