/**
 * apply → employer notice latency under load (issue: platform): from the moment a student's
 * `POST /applications/apply` (multipart, a small real PDF) is due until the owning employer's socket.io client
 * receives the `applications` change notice naming it — with 1,000 sockets connected to the api the whole
 * time (the employers', students' other tabs signed in, the rest anonymous in `public`).
 *
 * The offered rate steps up by ~√2 (10, 15, 20, 25, 35, 50, 70, 100 … /s; open loop, 10 s each); each step
 * reports offered vs achieved, notice and response latencies, errors and where the CPU went. The highest
 * steady rate is the last step where the achieved rate is within 5% of the offered one, nothing failed, the
 * notice p99 stayed under 1 s and latency did not climb through the step (the last third's p50 at most twice
 * the first third's + 50 ms: no queue building up); the steps stop at the first step that is not steady.
 *
 * People and internships are made once up front through the api: E employers post I internships each, and
 * every apply is a distinct (student, internship) pair — application k goes to internship k mod I, by
 * student ⌊k / I⌋ — so one internship's stream grows evenly and no pair repeats.
 */
import { randomUUID } from 'node:crypto';
import { pdfBytes } from '@stint/api/applications/testing/resume-fixtures';
import type { ChangeNotice } from '@stint/shared/live/socket-events';
import { achievedRate, multipart, openLoop, type HttpClient } from './http-load';
import { ms, report, reportTable, summarize, rateCells, failuresCell, contendedNote } from './results';
import {
  cpuCell,
  envNumber,
  envNumbers,
  openCrowd,
  openSockets,
  postInternships,
  PROFILE_LABEL,
  registerEmployer,
  registerMany,
  registerStudent,
  sampleCpu,
  startStintOn,
  type Person,
  type Profile,
  type Sockets,
  CONTENDED,
  waitForQuietBox,
} from './stint-under-load';
import { topics } from '@stint/shared/live/topics';

const SOCKETS = envNumber('BENCH_SOCKETS', 1000);
const SIGNED_IN_SHARE = 0.4;
const EMPLOYERS = envNumber('BENCH_EMPLOYERS', 10);
const INTERNSHIPS_PER_EMPLOYER = envNumber('BENCH_INTERNSHIPS_PER_EMPLOYER', 10);
const RATES = envNumbers('BENCH_APPLY_RATES', [10, 15, 20, 25, 35, 50, 70, 100, 140, 200, 280, 400]);
const STEP_SECONDS = envNumber('BENCH_STEP_SECONDS', 10);
const WARMUP_SECONDS = 3;
/** A notice p99 above this is not "bounded": the employer's screen would lag visibly. */
const P99_BOUND_MS = envNumber('BENCH_P99_BOUND_MS', 1000);
/** After a step's last answer, how long a notice may still take before it counts as missing. */
const NOTICE_GRACE_MS = 5000;

type Apply = { internshipId: string; employer: Person; student: Person };
type Applied = { status: number; applicationId: string | null };

function sendApply(http: HttpClient, pdf: Buffer, apply: Apply): Promise<Applied> {
  const { body, contentType } = multipart(
    { internshipId: apply.internshipId, coverLetter: 'I would love to join your team this summer.' },
    { field: 'resume', name: 'cv.pdf', type: 'application/pdf', bytes: pdf },
  );
  return http
    .send('POST', '/api/v1/applications/apply', {
      // The key makes a resend (see HttpClient.send) the same command, never a second application.
      headers: {
        authorization: `Bearer ${apply.student.token}`,
        'content-type': contentType,
        'idempotency-key': randomUUID(),
      },
      body,
      timeoutMs: 20_000,
    })
    .then((answer) => {
      if (answer.status !== 201) return { status: answer.status, applicationId: null };
      const parsed = JSON.parse(answer.text) as { data: { application: { _id: string } } };
      return { status: answer.status, applicationId: parsed.data.application._id };
    });
}

export async function benchApplyNotices(profile: Profile): Promise<void> {
  const label = PROFILE_LABEL[profile];
  const internshipCount = EMPLOYERS * INTERNSHIPS_PER_EMPLOYER;
  // Every step may run twice (see below), so there are pairs for twice the plan.
  const planned = RATES.reduce((sum, rate) => sum + 2 * rate * STEP_SECONDS, RATES[0]! * WARMUP_SECONDS);
  const studentCount = Math.ceil(planned / internshipCount);
  console.log(
    `\n${label}: apply → notice — ${EMPLOYERS} employers × ${INTERNSHIPS_PER_EMPLOYER} internships, ` +
      `${studentCount} students, ${SOCKETS} sockets, steps ${RATES.join(', ')} /s × ${STEP_SECONDS} s`,
  );
  const stint = await startStintOn(profile);
  const { http } = stint;
  const opened: Sockets[] = [];
  try {
    let setup = performance.now();
    const employers = await registerMany(http, EMPLOYERS, registerEmployer);
    const students = await registerMany(http, studentCount, registerStudent);
    const registered = performance.now() - setup;
    console.log(`  registered ${EMPLOYERS + studentCount} people in ${(registered / 1000).toFixed(1)} s`);
    setup = performance.now();
    const internships = await postInternships(http, employers, internshipCount);
    console.log(`  posted ${internshipCount} internships in ${((performance.now() - setup) / 1000).toFixed(1)} s`);

    // The employers' own sockets measure; students' tabs and anonymous visitors make up the rest.
    const signedIn = Math.max(0, Math.round(SOCKETS * SIGNED_IN_SHARE) - EMPLOYERS);
    const others: Array<string | null> = [
      ...Array.from({ length: signedIn }, (_, n) => students[n % students.length]!.token),
      ...Array.from({ length: Math.max(0, SOCKETS - EMPLOYERS - signedIn) }, () => null),
    ];
    setup = performance.now();
    const employerSockets = await openSockets(
      stint.url,
      employers.map((employer) => employer.token),
    );
    opened.push(employerSockets);
    const sockets = await openCrowd(stint.url, others);
    opened.push(sockets);
    const totalSockets = employerSockets.count + sockets.count;
    console.log(
      `  connected ${totalSockets} sockets (${EMPLOYERS} employers, ${signedIn} students, ` +
        `${others.length - signedIn} anonymous) in ${((performance.now() - setup) / 1000).toFixed(1)} s`,
    );
    const noticedAt = new Map<string, number>();
    for (const socket of employerSockets.all) {
      socket.on('change', (notice: ChangeNotice) => {
        if (notice.topic !== topics.applications) return;
        const now = performance.now();
        for (const id of notice.ids) if (!noticedAt.has(id)) noticedAt.set(id, now);
      });
    }

    const pdf = pdfBytes();
    let nextPair = 0;
    const pairs = (count: number): Apply[] =>
      Array.from({ length: count }, () => {
        const k = nextPair++;
        const internship = internships[k % internshipCount]!;
        return {
          internshipId: internship.id,
          employer: internship.employer,
          student: students[Math.floor(k / internshipCount)]!,
        };
      });

    const runStep = async (rate: number, seconds: number) => {
      const batch = pairs(Math.round(rate * seconds));
      const receivedBefore = employerSockets.received() + sockets.received();
      const retriesBefore = http.staleRetries;
      const cpu = sampleCpu(stint);
      const run = await openLoop({ rate, durationMs: seconds * 1000, send: (i) => sendApply(http, pdf, batch[i]!) });
      const applied = run.outcomes.filter((outcome) => outcome.value?.applicationId);
      const lastAnswer = Math.max(...run.outcomes.map((outcome) => outcome.doneAt));
      // Notices usually arrive before the answer (the api answers once its projections have passed the
      // write); wait a bounded while for any that have not.
      while (
        applied.some((outcome) => !noticedAt.has(outcome.value!.applicationId!)) &&
        performance.now() < lastAnswer + NOTICE_GRACE_MS
      ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const shares = cpu.stop();
      const elapsed = (performance.now() - run.startedAt) / 1000;
      const notices = summarize(
        applied
          .filter((outcome) => noticedAt.has(outcome.value!.applicationId!))
          .map((outcome) => noticedAt.get(outcome.value!.applicationId!)! - outcome.dueAt),
      );
      const responses = summarize(applied.map((outcome) => outcome.doneAt - outcome.dueAt));
      const failed = run.outcomes.length - applied.length;
      const statuses = new Map<string, number>();
      for (const outcome of run.outcomes) {
        if (outcome.value?.applicationId) continue;
        const key = outcome.error ?? String(outcome.value?.status);
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
      const missing = applied.length - notices.count;
      // A queue that grows through the step shows as later applies waiting longer than earlier ones.
      const third = (part: number) =>
        summarize(
          applied
            .filter((outcome) => Math.floor((outcome.index * 3) / batch.length) === part)
            .filter((outcome) => noticedAt.has(outcome.value!.applicationId!))
            .map((outcome) => noticedAt.get(outcome.value!.applicationId!)! - outcome.dueAt),
        ).p50;
      const trend = { first: third(0), last: third(2) };
      const growing = trend.last > 2 * trend.first + 50;
      const achieved = achievedRate(run, applied.length);
      const fanOut = (employerSockets.received() + sockets.received() - receivedBefore) / elapsed;
      const steady =
        achieved >= rate * 0.95 && failed === 0 && missing === 0 && notices.p99 <= P99_BOUND_MS && !growing;
      return {
        rate,
        achieved,
        notices,
        responses,
        failed,
        statuses: Object.fromEntries(statuses),
        missing,
        trend,
        fanOut,
        maxSendLagMs: run.maxSendLagMs,
        staleRetries: http.staleRetries - retriesBefore,
        cpu: shares,
        steady,
      };
    };

    await runStep(RATES[0]!, WARMUP_SECONDS);
    const steps: Array<Awaited<ReturnType<typeof runStep>> & { attempt: number }> = [];
    for (const rate of RATES) {
      // A step that someone else's work on the box spoiled runs once more, after the box is quiet again.
      for (let attempt = 1; attempt <= 2; attempt++) {
        const waited = await waitForQuietBox(stint.pid);
        const step = { ...(await runStep(rate, STEP_SECONDS)), attempt };
        stint.assertRunning();
        steps.push(step);
        console.log(
          `  ${rate} /s offered: ${step.achieved.toFixed(1)} /s achieved, notice p50 ${ms(step.notices.p50)} ` +
            `p99 ${ms(step.notices.p99)}, errors ${step.failed + step.missing}, others ${step.cpu.others}% ` +
            `(waited ${(waited / 1000).toFixed(0)} s for a quiet box)${step.steady ? '' : ', not steady'}`,
        );
        if (step.steady || step.cpu.others < CONTENDED) break;
      }
      if (!steps.at(-1)!.steady) break;
    }
    const stillConnected = employerSockets.connected() + sockets.connected();

    reportTable(
      `${label}: apply → employer notice, ${totalSockets} sockets connected (${stillConnected} still connected at the end)`,
      [
        'offered /s',
        'achieved /s',
        'notice p50',
        'notice p99',
        'notice max',
        'notice p50, first → last third',
        'answer p50',
        'answer p99',
        'errors',
        'notices delivered /s',
        'CPU, % of one core',
        'steady',
      ],
      steps.map((step) => [
        ...rateCells(step, step.notices),
        `${ms(step.trend.first)} → ${ms(step.trend.last)}`,
        ms(step.responses.p50),
        ms(step.responses.p99),
        failuresCell(
          step.failed + step.missing,
          step.statuses,
          step.missing ? [`${step.missing} notices missing`] : [],
        ) + (step.staleRetries ? `; ${step.staleRetries} resent after a keep-alive reset` : ''),
        Math.round(step.fanOut).toLocaleString('en-US'),
        cpuCell(step.cpu),
        (step.steady ? 'yes' : 'no') + contendedNote(step.attempt),
      ]),
      { profile, sockets: totalSockets, stillConnected, steps },
    );
    const best = steps.filter((step) => step.steady).at(-1);
    report(
      `${label}: highest steady apply rate, ${totalSockets} sockets (notice p50 / p99)`,
      best
        ? `${best.rate} /s (${ms(best.notices.p50)} / ${ms(best.notices.p99)})`
        : `below ${RATES[0]} /s (no step was steady)`,
      { profile, rate: best?.rate ?? null, p99BoundMs: P99_BOUND_MS },
    );
  } finally {
    for (const set of opened) set.close();
    await stint.stop();
  }
}
