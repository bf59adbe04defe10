/**
 * The one real history of the replay history (replay-history.ts): the demo seed, then a scenario that reaches every
 * event type the seed leaves out, through the routes and the workers' own jobs, and each way a projection revokes or
 * erases what it showed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Actor } from '@stint/shared';
import type { UserDocument } from '@stint/shared/accounts/accounts.read-models';
import { usersCollection } from '@stint/shared/accounts/accounts.read-models';
import { loadConfig } from '@stint/shared/infra/config';
import { signPurposeToken } from '@stint/shared/infra/crypto/purpose-tokens';
import {
  MasterKeyRing,
  formatMasterKey,
  generateMasterKey,
  parseMasterKeys,
} from '@stint/shared/infra/crypto/master-keys';
import { createLogger } from '@stint/shared/infra/logger';
import { openPlatform, type Platform } from '@stint/shared/infra/platform';
import { PostgresSql } from '@stint/shared/infra/sql/postgres-sql';
import { createTestPostgresDatabase } from '@stint/shared/infra/testing/test-databases';
import { internshipsCollection, type InternshipDocument } from '@stint/shared/internships/internships.read-models';
import { logbookEntriesCollection } from '@stint/shared/logbooks/logbooks.read-models';
import { reportsCollection } from '@stint/shared/reports/reports.read-models';
import { NEWSLETTER_UNSUBSCRIBE_PURPOSE } from '@stint/shared/newsletter/newsletter.constants';
import type { SealedValue } from '@stint/shared/sealed';
import { projectorOver } from '@stint/launcher/projector-over';
import { seedDemoData } from '@stint/launcher/seed/seed';
import { createRouteCaller } from '@stint/launcher/seed/route-caller';
import { changePasswordRoute, logOutRoute, updateProfileRoute } from '@stint/api/accounts/current-user.routes';
import { forgotPasswordRoute } from '@stint/api/accounts/forgot-password.route';
import { resetPasswordRoute } from '@stint/api/accounts/reset-password.route';
import { removeProfilePictureRoute, uploadProfilePictureRoute } from '@stint/api/accounts/profile-picture.routes';
import { deleteAccountRoute } from '@stint/api/accounts/delete-account.route';
import { bookmarkInternshipRoute } from '@stint/api/internships/bookmark-internship.route';
import { updateInternshipRoute } from '@stint/api/internships/update-internship.route';
import { postInternshipRoute } from '@stint/api/internships/post-internship.route';
import { reactivateInternshipRoute } from '@stint/api/internships/internship-status.routes';
import { restoreInternshipRoute, takeDownInternshipRoute } from '@stint/api/admin/admin-internships.routes';
import { subscribeToNewsletterRoute } from '@stint/api/newsletter/subscribe-to-newsletter.route';
import { unsubscribeFromNewsletterRoute } from '@stint/api/newsletter/unsubscribe-from-newsletter.routes';
import { subscriberIdFor } from '@stint/api/newsletter/newsletter.store';
import { markAllNotificationsReadRoute } from '@stint/api/notifications/mark-notifications-read.routes';
import { updateSystemSettingsRoute } from '@stint/api/settings/update-system-settings.route';
import { remindDueDrafts } from '@stint/workers/reviews/draft-reminders.job';
import { decideWeeklyDigests } from '@stint/workers/newsletter/newsletter-digest.job';
import { syncJobBoard } from '@stint/workers/internships/job-board-sync.job';
import { reply, riseJob, risePage, startJobBoardServer } from '@stint/workers/testing/job-board-server';
import { userStream } from '@stint/shared/accounts/accounts.streams';
import { cancelInterviewRoute, rescheduleInterviewRoute } from '@stint/api/interviews/interviews.routes';
import { interviewsCollection, type InterviewDocument } from '@stint/shared/interviews/interviews.read-models';
import { acknowledgeAtRiskAlertRoute, listAtRiskAlertsRoute } from '@stint/api/at-risk/at-risk-alerts.routes';
import type { AtRiskAlertList } from '@stint/shared/at-risk/at-risk.schemas';

const PASSWORD = 'chaos-demo-password-1';
const DAY_MS = 86_400_000;

export type EventRow = {
  id: string;
  stream: string;
  revision: string;
  type: string;
  /** The body's version: a copy must keep it, or a current body would read as version 1. */
  version: number;
  data: unknown;
  metadata: unknown;
  recorded_at: string;
};
/** A person's key: raw here, stored wrapped (`wrapped_by` names the master key). */
export type KeyRow = { person_id: string; key: Buffer | null; erased_at: string | null };
export type StoredKeyRow = {
  person_id: string;
  key: Buffer | null;
  wrapped_by: string | null;
  erased_at: string | null;
};

/** Writes one real history into a fresh database through the routes; returns its events and keys. */
export async function writeRealHistory(log: (line: string) => void): Promise<{
  events: EventRow[];
  keys: KeyRow[];
  secret: string;
  masterKeys: string;
}> {
  const db = await createTestPostgresDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'stint-chaos-history-'));
  const secret = randomBytes(32).toString('hex');
  const masterKeys = formatMasterKey(generateMasterKey('chaos'));
  const platform = await openPlatform(
    loadConfig({
      EVENT_STORE_URL: db.url,
      READ_STORE_URL: db.url,
      DATA_DIR: dataDir,
      JWT_SECRET: secret,
      PERSONAL_DATA_MASTER_KEYS: masterKeys,
      LOG_LEVEL: 'silent',
    }),
    createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
  );
  const runner = projectorOver(platform);
  try {
    await runner.start();
    await runner.caughtUp();
    const started = Date.now();
    await seedDemoData(platform, { password: PASSWORD });
    log(`seed: ${Date.now() - started} ms`);
    const scenario = Date.now();
    await writeRestOfHistory(platform);
    log(`scenario for the other event types: ${Date.now() - scenario} ms`);
    const sql = new PostgresSql(db.url);
    try {
      const events = await sql.query<EventRow>(
        `select id::text as id, stream, revision::text as revision, type, version, data, metadata,
                to_char(recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as recorded_at
           from events order by position`,
      );
      const stored = await sql.query<StoredKeyRow>(
        `select person_id, key, wrapped_by, erased_at::text as erased_at from person_keys order by person_id`,
      );
      const ring = new MasterKeyRing(parseMasterKeys(masterKeys));
      const keys = stored.map(({ person_id, key, wrapped_by, erased_at }) => ({
        person_id,
        key: key ? ring.unwrap(person_id, { material: Buffer.from(key), wrappedBy: wrapped_by }) : null,
        erased_at,
      }));
      return { events, keys, secret, masterKeys };
    } finally {
      await sql.close();
    }
  } finally {
    await runner.stop();
    await platform.close();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A 1×1 PNG: the profile picture route checks the type by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The event types the seed does not write, each through its own route or job, on the seeded people. */
async function writeRestOfHistory(platform: Platform): Promise<void> {
  const caller = await createRouteCaller(platform);
  const users = await platform.readStore
    .collection<UserDocument>(usersCollection)
    .find({ status: 'active' }, { sort: { _id: 1 } });
  const actor = (user: UserDocument): Actor => ({ id: user._id, role: user.role });
  const byRole = (role: string) => users.filter((user) => user.role === role);
  const [admin] = byRole('admin');
  const students = byRole('student');
  const employers = byRole('employer');
  if (!admin || students.length < 6 || employers.length < 2) throw new Error('The seed has fewer people than expected');
  let tick = 0;
  const at = () => new Date(Date.now() - 60_000 + tick++).toISOString();
  const call = <T = unknown>(
    route: Parameters<typeof caller.call>[0],
    who: Actor | null,
    input: { params?: Record<string, string>; body?: unknown; file?: Parameters<typeof caller.call>[1]['file'] } = {},
  ) => caller.call<T>(route, { actor: who, at: at(), commandId: `chaos:${tick}:${route.path}`, ...input });

  try {
    const [s1, s2, s3, s4, s5, s6] = students as [
      UserDocument,
      UserDocument,
      UserDocument,
      UserDocument,
      UserDocument,
      UserDocument,
    ];
    // Accounts: profile, picture, password, sign-out, a reset link used.
    await call(updateProfileRoute, actor(s1), {
      body: { firstName: `${s1.firstName ?? 'Sam'}ie`, bio: 'Keen on data and distributed systems.' },
    });
    await call(uploadProfilePictureRoute, actor(s1), {
      file: { buffer: PNG, size: PNG.length, originalName: 'me.png', declaredType: 'image/png' },
    });
    await call(uploadProfilePictureRoute, actor(s2), {
      file: { buffer: PNG, size: PNG.length, originalName: 'me.png', declaredType: 'image/png' },
    });
    await call(removeProfilePictureRoute, actor(s2));
    await call(changePasswordRoute, actor(s2), {
      body: { currentPassword: PASSWORD, newPassword: `${PASSWORD}-b`, confirmPassword: `${PASSWORD}-b` },
    });
    await call(logOutRoute, actor(s2));
    await call(forgotPasswordRoute, null, { body: { email: s3.email } });
    const requested = (await platform.eventStore.readStream(userStream(s3._id))).findLast(
      (event) => event.type === 'PasswordResetRequested',
    );
    const token = await platform.cipher.decrypt((requested?.data as { sealedToken: SealedValue }).sealedToken);
    await call(resetPasswordRoute, null, {
      params: { token: token! },
      body: { password: `${PASSWORD}-c`, confirmPassword: `${PASSWORD}-c` },
    });

    // Internships: bookmarks, an edit, a new one this week, reactivation, a take-down restored and one kept.
    const internships = await platform.readStore
      .collection<InternshipDocument>(internshipsCollection)
      .find({}, { sort: { _id: 1 } });
    const active = internships.filter((internship) => internship.status === 'active');
    for (const [index, student] of [s1, s4, s5, s6].entries()) {
      for (const internship of active.slice(index, index + 2)) {
        await call(bookmarkInternshipRoute, actor(student), { params: { id: internship._id } });
      }
    }
    await call(bookmarkInternshipRoute, actor(s1), { params: { id: active[0]!._id } });
    const edited = active[1]!;
    const owner = (internship: InternshipDocument): Actor => ({ id: internship.employerId, role: 'employer' });
    await call(updateInternshipRoute, owner(edited), {
      params: { id: edited._id },
      body: {
        title: `${edited.title} (updated)`,
        company: edited.company,
        location: edited.location,
        startDate: edited.startDate,
        endDate: edited.endDate,
        applicationDeadline: edited.applicationDeadline,
        description: `${edited.description}\n\nUpdated: the team now works hybrid two days a week.`,
      },
    });
    // The completed sprint's end date moved past the day its certificates were issued: the projection revokes them.
    const sprint = internships.find((internship) => internship.title === 'Winter Data Sprint');
    if (!sprint) throw new Error('The seed has no Winter Data Sprint');
    await call(updateInternshipRoute, owner(sprint), {
      params: { id: sprint._id },
      body: {
        title: sprint.title,
        company: sprint.company,
        location: sprint.location,
        startDate: sprint.startDate,
        endDate: new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10),
        applicationDeadline: sprint.applicationDeadline,
        description: sprint.description,
      },
    });
    const inactive = internships.find((internship) => internship.status === 'inactive');
    if (inactive) await call(reactivateInternshipRoute, owner(inactive), { params: { id: inactive._id } });
    const today = new Date();
    const day = (days: number) => new Date(today.getTime() + days * DAY_MS).toISOString().slice(0, 10);
    await call(
      postInternshipRoute,
      { id: employers[0]!._id, role: 'employer' },
      {
        body: {
          title: 'Platform Reliability Intern',
          company: employers[0]!.companyName ?? 'Brightlane',
          category: 'Technology',
          positions: 2,
          description: 'Help us keep the platform up: incident drills, dashboards and runbooks.',
          requirements: ['Linux basics'],
          responsibilities: ['Run the weekly failover drill'],
          benefits: ['Mentoring'],
          skills: ['Linux', 'Go'],
          workType: 'hybrid',
          location: 'Lisbon',
          startDate: day(30),
          endDate: day(120),
          duration: '3 months',
          stipend: { amount: 900, currency: 'EUR', period: 'monthly' },
          applicationDeadline: day(20),
          isRemote: false,
          isPaid: true,
          type: 'full-time',
          status: 'active',
        },
      },
    );
    await call(takeDownInternshipRoute, actor(admin), {
      params: { id: active[2]!._id },
      body: { reason: 'The listing repeats another one; please merge them.' },
    });
    await call(restoreInternshipRoute, actor(admin), { params: { id: active[2]!._id } });
    await call(takeDownInternshipRoute, actor(admin), {
      params: { id: active[3]!._id },
      body: { reason: 'Unpaid role advertised as paid.' },
    });

    // The newsletter: subscribers, a change of categories, an unsubscribe by link, this week's digest.
    const subscribe = (email: string, interestedCategories: string[]) =>
      call(subscribeToNewsletterRoute, null, { body: { email, interestedCategories } });
    await subscribe(s4.email, ['software_engineering', 'data_science']);
    await subscribe('reader.one@example.org', ['software_engineering']);
    await subscribe('reader.two@example.org', ['data_science']);
    await subscribe('reader.one@example.org', ['software_engineering', 'data_science']);
    const unsubscribeToken = signPurposeToken(
      platform.secret,
      NEWSLETTER_UNSUBSCRIBE_PURPOSE,
      subscriberIdFor(platform.secret, 'reader.two@example.org'),
      new Date(Date.now() + DAY_MS),
    );
    await call(unsubscribeFromNewsletterRoute, null, { body: { token: unsubscribeToken } });
    const digests = await decideWeeklyDigests(platform, new Date());
    await caller.settle(digests.position);

    // Reminders for drafts that are due: the job run at the day before each one is due.
    const draftEntry = (await platform.readStore.collection(logbookEntriesCollection).find({ status: 'draft' }))[0];
    const draftReport = (await platform.readStore.collection(reportsCollection).find({ status: 'draft' }))[0];
    for (const draft of [draftEntry, draftReport]) {
      if (typeof draft?.dueDate !== 'string') continue;
      const run = await remindDueDrafts(platform, new Date(Date.parse(draft.dueDate) - DAY_MS / 2));
      await caller.settle(run.position);
    }

    // Notifications read, settings changed.
    await call(markAllNotificationsReadRoute, actor(s1));
    await call(markAllNotificationsReadRoute, { id: edited.employerId, role: 'employer' });
    await call(updateSystemSettingsRoute, actor(admin), {
      body: { general: { supportEmail: 'help@stint.example' }, security: { maxLoginAttempts: 7 } },
    });

    // The seeded interview rescheduled by its employer, then cancelled by its student.
    const [interview] = await platform.readStore.collection<InterviewDocument>(interviewsCollection).find({});
    if (!interview) throw new Error('The seed has no interview');
    const later = new Date(Date.now() + 7 * DAY_MS);
    await call(
      rescheduleInterviewRoute,
      { id: interview.employerId, role: 'employer' },
      {
        params: { id: interview._id },
        body: {
          timeZone: 'Asia/Tokyo',
          slots: [{ start: later.toISOString(), end: new Date(later.getTime() + DAY_MS / 48).toISOString() }],
        },
      },
    );
    await call(cancelInterviewRoute, { id: interview.studentId, role: 'student' }, { params: { id: interview._id } });

    // At-risk alerts: each university acknowledges its first one (the seed's withdrawal after acceptance at least).
    let acknowledgedAlerts = 0;
    for (const university of byRole('university')) {
      const { alerts } = await call<AtRiskAlertList>(listAtRiskAlertsRoute, actor(university));
      const [first] = alerts;
      if (!first) continue;
      await call(acknowledgeAtRiskAlertRoute, actor(university), { params: { id: first.id } });
      acknowledgedAlerts += 1;
    }
    if (acknowledgedAlerts === 0) throw new Error('The seed has no at-risk alert to acknowledge');

    // The job board: listings appear, then one changes and one goes.
    const board = await startJobBoardServer();
    try {
      const settings = { url: board.url, timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024 };
      board.answer(reply.json(risePage(['a1', 'a2', 'a3', 'a4'].map((id, index) => riseJob(id, index)))));
      await caller.settle((await syncJobBoard(platform, settings, { now: new Date() })).position);
      board.answer(
        reply.json(
          risePage([
            riseJob('a1', 0, { title: 'Software Engineering Intern a1 (Backend)' }),
            riseJob('a2', 1),
            riseJob('a4', 3),
          ]),
        ),
      );
      await caller.settle((await syncJobBoard(platform, settings, { now: new Date() })).position);
    } finally {
      await board.close();
    }

    // An account deleted: its key is erased, its sealed values read as "Deleted user" from now on.
    await call(deleteAccountRoute, actor(s6), { body: { password: PASSWORD } });
    await caller.settleAll();
  } finally {
    await caller.close();
  }
}
