/**
 * Commands over HTTP (issue 9 (a), (b)). The command is the bookmark toggle, `POST /internships/{id}/bookmark`
 * as a signed-in student: the cheapest real command a person sends often — authenticate, check the internship
 * is visible, read the student's bookmarks stream, decide, append, wait for the projections (read-your-writes),
 * answer — and its notice goes to the student's own room only, so what is measured is the command path, not a
 * fan-out. Command k is student k mod S toggling internship ⌊k / S⌋ mod I, so every student's stream grows
 * evenly (a few dozen events by the last step).
 *
 *  - commands  open-loop steps (100, 200, 300, 500, 700, 1,000, 1,400 /s × 10 s): offered vs achieved, answer
 *              p50 / p99 / max from when each command was due, errors and CPU; the highest rate held (achieved
 *              within 5 %, no errors, no queue growing through the step) and the highest with p99 ≤ 50 ms. Each step
 *              also measures projector lag (projector-lag.ts): append → every live projection's checkpoint past
 *              the event (embedded: past its batch's commit, by histogram bucket), p50 / p99 / max, reported for
 *              the highest step held.
 *  - live      command → socket notice at 200 commands/s with 1,000 sockets connected: 100 students' own
 *              socket.io clients measure (due → their `bookmarks` notice), 300 more signed-in tabs and 600
 *              anonymous visitors make up the crowd. Beside it, in the same run and with the same sockets and
 *              rate, the floor: a bare express + socket.io server (floor-server.ts) that emits on POST.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { ChangeNotice } from '@stint/shared/live/socket-events';
import { REPO_ROOT } from '../support/stint-process';
import { achievedRate, HttpClient, openLoop, type OpenLoopRun } from './http-load';
import { metricsLagSampler, projectorLagSampler, type ProjectorLag } from './projector-lag';
import { ms, report, reportTable, summarize, type Latencies, rateCells, failuresCell, contendedNote } from './results';
import {
  CONTENDED,
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
  waitForQuietBox,
  type CpuShares,
  type Person,
  type Profile,
  type Sockets,
} from './stint-under-load';

const RATES = envNumbers('BENCH_COMMAND_RATES', [100, 200, 300, 500, 700, 1000, 1400]);
const STEP_SECONDS = envNumber('BENCH_STEP_SECONDS', 10);
const STUDENTS = envNumber('BENCH_COMMAND_STUDENTS', 400);
const INTERNSHIPS = envNumber('BENCH_COMMAND_INTERNSHIPS', 20);
const P99_TARGET_MS = 50;
const LIVE_RATE = envNumber('BENCH_LIVE_RATE', 200);
const LIVE_SOCKETS = envNumber('BENCH_SOCKETS', 1000);
const LIVE_MEASURED = 100;
const LIVE_WARM_SECONDS = envNumber('BENCH_LIVE_WARM_SECONDS', 15);
const LIVE_SIGNED_IN_SHARE = 0.4;
const NOTICE_GRACE_MS = 5000;

type Toggle = { student: Person; internshipId: string };

async function setUp(profile: Profile, students: number) {
  const stint = await startStintOn(profile);
  try {
    const started = performance.now();
    const employers = await registerMany(stint.http, 2, registerEmployer);
    const people = await registerMany(stint.http, students, registerStudent);
    const internships = await postInternships(stint.http, employers, INTERNSHIPS);
    console.log(
      `  registered ${students + 2} people, posted ${INTERNSHIPS} internships in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const toggle = (k: number): Toggle => ({
      student: people[k % people.length]!,
      internshipId: internships[Math.floor(k / people.length) % internships.length]!.id,
    });
    return { stint, students: people, toggle };
  } catch (error) {
    await stint.stop();
    throw error;
  }
}

function sendToggle(http: HttpClient, toggle: Toggle): Promise<number> {
  return http
    .send('POST', `/api/v1/internships/${toggle.internshipId}/bookmark`, {
      // The key makes a resend (see HttpClient.send) the same command, never a second toggle.
      headers: { authorization: `Bearer ${toggle.student.token}`, 'idempotency-key': randomUUID() },
      timeoutMs: 20_000,
    })
    .then((answer) => answer.status);
}

type Step = {
  rate: number;
  achieved: number;
  answers: Latencies;
  trend: { first: number; last: number };
  errors: number;
  errorKinds: Record<string, number>;
  maxSendLagMs: number;
  cpu: CpuShares;
  /** Append → checkpoint past it (server profile only). */
  lag: ProjectorLag | null;
  held: boolean;
  attempt: number;
};

function judge(run: OpenLoopRun<number>, cpu: CpuShares, lag: ProjectorLag | null, attempt: number): Step {
  const ok = run.outcomes.filter((outcome) => outcome.value === 200);
  const errorKinds = new Map<string, number>();
  for (const outcome of run.outcomes) {
    if (outcome.value === 200) continue;
    const key = outcome.error ?? String(outcome.value);
    errorKinds.set(key, (errorKinds.get(key) ?? 0) + 1);
  }
  const latency = (part: number | null) =>
    summarize(
      ok
        .filter((outcome) => part === null || Math.floor((outcome.index * 3) / run.outcomes.length) === part)
        .map((outcome) => outcome.doneAt - outcome.dueAt),
    );
  const trend = { first: latency(0).p50, last: latency(2).p50 };
  const achieved = achievedRate(run, ok.length);
  const errors = run.outcomes.length - ok.length;
  return {
    rate: run.rate,
    achieved,
    answers: latency(null),
    trend,
    errors,
    errorKinds: Object.fromEntries(errorKinds),
    maxSendLagMs: run.maxSendLagMs,
    cpu,
    lag,
    held: achieved >= run.rate * 0.95 && errors === 0 && trend.last <= 2 * trend.first + 50,
    attempt,
  };
}

/** (a) Bookmark toggles over HTTP at stepped open-loop rates. */
export async function benchCommandThroughput(profile: Profile): Promise<void> {
  const label = PROFILE_LABEL[profile];
  console.log(
    `\n${label}: commands — bookmark toggle, ${STUDENTS} students × ${INTERNSHIPS} internships, ` +
      `steps ${RATES.join(', ')} /s × ${STEP_SECONDS} s`,
  );
  const { stint, toggle } = await setUp(profile, STUDENTS);
  const lagSampler = stint.storeUrl ? projectorLagSampler(stint.storeUrl) : metricsLagSampler(stint.http);
  try {
    let next = 0;
    const runStep = async (rate: number, seconds: number, attempt = 1) => {
      const first = next;
      next += Math.round(rate * seconds);
      const lag = await lagSampler.start();
      const cpu = sampleCpu(stint);
      const run = await openLoop({
        rate,
        durationMs: seconds * 1000,
        send: (i) => sendToggle(stint.http, toggle(first + i)),
      });
      const shares = cpu.stop();
      return judge(run, shares, await lag.stop(), attempt);
    };
    await runStep(50, 3);
    const steps: Step[] = [];
    for (const rate of RATES) {
      for (let attempt = 1; attempt <= 2; attempt++) {
        const waited = await waitForQuietBox(stint.pid);
        const step = await runStep(rate, STEP_SECONDS, attempt);
        stint.assertRunning();
        steps.push(step);
        console.log(
          `  ${rate} /s offered: ${step.achieved.toFixed(1)} /s achieved, p50 ${ms(step.answers.p50)} ` +
            `p99 ${ms(step.answers.p99)}, errors ${step.errors}, ${lagText(step.lag)}others ${step.cpu.others}% ` +
            `(waited ${(waited / 1000).toFixed(0)} s for a quiet box)${step.held ? '' : ', not held'}`,
        );
        if (step.held || step.cpu.others < CONTENDED) break;
      }
      if (!steps.at(-1)!.held) break;
    }
    reportTable(
      `${label}: bookmark toggle (POST /internships/{id}/bookmark), open loop`,
      [
        'offered /s',
        'achieved /s',
        'p50',
        'p99',
        'max',
        'p50, first → last third',
        'errors',
        'generator lag max',
        'projector lag p50 / p99 / max',
        'CPU, % of one core',
        'CPU ms per command',
        'held',
      ],
      steps.map((step) => [
        ...rateCells(step, step.answers),
        `${ms(step.trend.first)} → ${ms(step.trend.last)}`,
        failuresCell(step.errors, step.errorKinds),
        ms(step.maxSendLagMs),
        lagCell(step.lag),
        cpuCell(step.cpu),
        cpuPerCommand(step.cpu, step.achieved),
        (step.held ? 'yes' : 'no') + contendedNote(step.attempt),
      ]),
      { profile, students: STUDENTS, internships: INTERNSHIPS, steps },
    );
    const held = steps.filter((step) => step.held).at(-1);
    const withinTarget = steps.filter((step) => step.held && step.answers.p99 <= P99_TARGET_MS).at(-1);
    report(
      `${label}: commands/s held, bookmark toggle (p50 / p99)${profile === 'embedded' ? ' (target ≥ 300 /s)' : ''}`,
      held ? `${held.rate} /s (${ms(held.answers.p50)} / ${ms(held.answers.p99)})` : `below ${RATES[0]} /s`,
      { profile, rate: held?.rate ?? null },
    );
    report(
      // The issue's latency target is the server profile's; the embedded one has a throughput target only.
      `${label}: commands/s held with p99 ≤ ${P99_TARGET_MS} ms${profile === 'server' ? ' (target 1,000 /s)' : ''}`,
      withinTarget
        ? `${withinTarget.rate} /s (p99 ${ms(withinTarget.answers.p99)})`
        : `below ${RATES[0]} /s (no held step had p99 ≤ ${P99_TARGET_MS} ms)`,
      { profile, rate: withinTarget?.rate ?? null, p99TargetMs: P99_TARGET_MS },
    );
    const lagStep = held ?? steps[0];
    const lag = lagStep?.lag ?? null;
    report(
      `${label}: projector lag p50 / p99 / max at the highest rate held (goal p99 < 1 s)`,
      `${lagCell(lag)}${lagStep ? ` at ${lagStep.rate} /s` : ''}` +
        (lag?.per === 'event'
          ? ` (append → checkpoint, ${lag.events} events${lag.pendingAtEnd ? `, ${lag.pendingAtEnd} never passed` : ''})`
          : lag
            ? ` (append → commit, ${lag.events} events, each at its /metrics histogram bucket's upper bound` +
              `${lag.pendingAtEnd ? `, ${lag.pendingAtEnd} behind at the end` : ''})`
            : ''),
      { profile, rate: lagStep?.rate ?? null, lag },
    );
  } finally {
    await lagSampler.close();
    await stint.stop();
  }
}

const lagCell = (lag: ProjectorLag | null) =>
  !lag ? '–' : `${lag.per === 'bucket' ? '≤ ' : ''}${ms(lag.lag.p50)} / ${ms(lag.lag.p99)} / ${ms(lag.lag.max)}`;

const lagText = (lag: ProjectorLag | null) => (lag ? `projector lag ${lagCell(lag)}, ` : '');

/**
 * CPU time per command answered, per process (ms): what a command costs, which still means something on a box
 * others keep busy, where rates and latencies do not.
 */
function cpuPerCommand(cpu: CpuShares, achieved: number): string {
  if (!(achieved > 0)) return '–';
  const per = (share: number) => ((share / 100 / achieved) * 1000).toFixed(2);
  const roles = ['projector', 'workers'].map((role, n) => `${role} ${per(cpu.eachRole[n] ?? 0)}`);
  const stint = cpu.roles === null ? `stint ${per(cpu.stint)}` : [`api ${per(cpu.stint)}`, ...roles].join(' · ');
  return `${stint} · pg ${per(cpu.postgres)} · redis ${per(cpu.redis)}`;
}

type Target = {
  url: string;
  /** Sends command k; resolves with the HTTP status. */
  send(k: number): Promise<number>;
  /** Who command k notifies and the id the notice names. */
  expects(k: number): { user: string; id: string };
  measuredTokens: Array<{ user: string; token: string }>;
  crowdTokens: Array<string | null>;
  pid: number;
  /** The target's other processes (Stint's projector and workers on the server profile). */
  rolePids: number[];
};

/**
 * Drives `LIVE_RATE` commands/s at a target for STEP_SECONDS with its sockets connected and returns the
 * due → notice and due → answer latencies (the sockets are opened here and closed before returning).
 */
async function measureNotices(target: Target, firstCommand: number) {
  const opened: Sockets[] = [];
  try {
    const measured = await openSockets(
      target.url,
      target.measuredTokens.map((entry) => entry.token),
    );
    opened.push(measured);
    opened.push(await openCrowd(target.url, target.crowdTokens));
    const pending = new Map<string, number[]>();
    const latencies: number[] = [];
    measured.all.forEach((socket, n) => {
      const { user } = target.measuredTokens[n]!;
      socket.on('change', (notice: ChangeNotice) => {
        const now = performance.now();
        for (const id of notice.ids) {
          const due = pending.get(`${user}|${id}`)?.shift();
          if (due !== undefined) latencies.push(now - due);
        }
      });
    });
    const drive = async (rate: number, seconds: number, first: number) => {
      const cpu = sampleCpu(target);
      const interval = 1000 / rate;
      const startedAt = performance.now();
      const run = await openLoop({
        rate,
        durationMs: seconds * 1000,
        send: (i) => {
          const { user, id } = target.expects(first + i);
          const key = `${user}|${id}`;
          pending.set(key, [...(pending.get(key) ?? []), startedAt + i * interval]);
          return target.send(first + i);
        },
      });
      const lastAnswer = Math.max(...run.outcomes.map((outcome) => outcome.doneAt));
      const expected = run.outcomes.filter((outcome) => outcome.value === 200 || outcome.value === 201).length;
      while (latencies.length < expected && performance.now() < lastAnswer + NOTICE_GRACE_MS) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return { run, cpu: cpu.stop(), expected };
    };
    // Long enough for the one-off collections V8 makes some seconds after a process starts or opens a thousand sockets
    // (its memory reducer: a full GC, marking on the other core too) to be over before the measured step.
    const warmRate = Math.min(50, LIVE_RATE);
    await drive(warmRate, LIVE_WARM_SECONDS, firstCommand);
    latencies.length = 0;
    pending.clear();
    await waitForQuietBox(target.pid);
    const { run, cpu, expected } = await drive(LIVE_RATE, STEP_SECONDS, firstCommand + warmRate * LIVE_WARM_SECONDS);
    const ok = run.outcomes.filter((outcome) => outcome.value === 200 || outcome.value === 201);
    return {
      sockets: measured.count + opened[1]!.count,
      connectedAtEnd: opened.reduce((sum, set) => sum + set.connected(), 0),
      achieved: achievedRate(run, ok.length),
      notices: summarize(latencies),
      answers: summarize(ok.map((outcome) => outcome.doneAt - outcome.dueAt)),
      errors: run.outcomes.length - ok.length,
      missing: expected - latencies.length,
      cpu,
    };
  } finally {
    for (const set of opened) set.close();
  }
}

/** Starts floor-server.ts in a child process; resolves with its url and a stop function. */
async function startFloor(): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('floor-server.ts', import.meta.url))],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`floor server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** (b) Command → socket notice at LIVE_RATE commands/s with LIVE_SOCKETS sockets, next to the floor. */
export async function benchCommandNotices(profile: Profile): Promise<void> {
  const label = PROFILE_LABEL[profile];
  console.log(
    `\n${label}: command → notice at ${LIVE_RATE} /s, ${LIVE_SOCKETS} sockets (${LIVE_MEASURED} measured), ` +
      `${STEP_SECONDS} s, with the bare express + socket.io floor`,
  );
  // The floor first: a server started just before would make its start-up collections during Stint's step.
  const floor = await startFloor();
  const { stint, students, toggle } = await setUp(profile, LIVE_MEASURED).catch(async (error: unknown) => {
    await floor.stop();
    throw error;
  });
  const floorHttp = new HttpClient(floor.url);
  try {
    const signedIn = Math.max(0, Math.round(LIVE_SOCKETS * LIVE_SIGNED_IN_SHARE) - LIVE_MEASURED);
    const crowdTokens = (tokenOf: (person: Person) => string) => [
      ...Array.from({ length: signedIn }, (_, n) => tokenOf(students[n % students.length]!)),
      ...Array.from({ length: Math.max(0, LIVE_SOCKETS - LIVE_MEASURED - signedIn) }, () => null),
    ];
    const expects = (k: number) => {
      const { student, internshipId } = toggle(k);
      return { user: student.id, id: internshipId };
    };
    const stintRun = await measureNotices(
      {
        url: stint.url,
        pid: stint.pid,
        rolePids: stint.rolePids,
        send: (k) => sendToggle(stint.http, toggle(k)),
        expects,
        measuredTokens: students.map((student) => ({ user: student.id, token: student.token })),
        crowdTokens: crowdTokens((person) => person.token),
      },
      0,
    );
    stint.assertRunning();
    const floorRun = await measureNotices(
      {
        url: floor.url,
        pid: floor.pid,
        rolePids: [],
        send: (k) => {
          const { user, id } = expects(k);
          return floorHttp
            .send('POST', '/floor/emit', {
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ user, item: id }),
              timeoutMs: 20_000,
            })
            .then((answer) => answer.status);
        },
        expects,
        measuredTokens: students.map((student) => ({ user: student.id, token: student.id })),
        crowdTokens: crowdTokens((person) => person.id),
      },
      0,
    );
    const rows = [
      ['Stint: bookmark toggle → own socket notice', stintRun],
      ['floor: bare express POST → socket.io emit', floorRun],
    ] as const;
    reportTable(
      `${label}: command → socket notice at ${LIVE_RATE} /s, ${LIVE_SOCKETS} sockets connected`,
      [
        'server',
        'achieved /s',
        'notice p50',
        'notice p99',
        'notice max',
        'answer p50',
        'answer p99',
        'errors',
        'sockets (still connected)',
        'CPU, % of one core (stint = the server measured)',
      ],
      rows.map(([name, run]) => [
        name,
        run.achieved.toFixed(1),
        ms(run.notices.p50),
        ms(run.notices.p99),
        ms(run.notices.max),
        ms(run.answers.p50),
        ms(run.answers.p99),
        String(run.errors) + (run.missing ? `, ${run.missing} notices missing` : ''),
        `${run.sockets} (${run.connectedAtEnd})`,
        cpuCell(run.cpu),
      ]),
      { profile, rate: LIVE_RATE, sockets: LIVE_SOCKETS, stint: stintRun, floor: floorRun },
    );
    report(
      `${label}: command → notice p50 / p99 at ${LIVE_RATE} /s, ${LIVE_SOCKETS} sockets (floor p50 / p99)`,
      `${ms(stintRun.notices.p50)} / ${ms(stintRun.notices.p99)} (floor ${ms(floorRun.notices.p50)} / ` +
        `${ms(floorRun.notices.p99)})`,
      { profile, stint: stintRun.notices, floor: floorRun.notices },
    );
  } finally {
    floorHttp.close();
    await floor.stop();
    await stint.stop();
  }
}
