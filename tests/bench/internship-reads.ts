/**
 * GET /internships under read load (issue: platform): 500 active internships (mixed categories, places, work
 * types, pay) posted through the api, then an open-loop load at 100, 250, 500 and 1,000 requests/s (10 s each)
 * of varied lists — searches, categories, places, sorts, pages, remote — as the web app asks for them
 * (12 a page signed out, 24 for a student), half signed out, half signed in. Reports achieved rate,
 * p50 / p99 / max from when each request was due, errors, and where the CPU went; and the same for the first pass
 * over the mix, when every list is read from the store for the first time.
 */
import { achievedRate, openLoop } from './http-load';
import { ms, report, reportTable, summarize, rateCells, failuresCell, contendedNote } from './results';
import {
  cpuCell,
  envNumber,
  envNumbers,
  LOCATIONS,
  postInternships,
  PROFILE_LABEL,
  registerEmployer,
  registerMany,
  registerStudent,
  sampleCpu,
  startStintOn,
  type Person,
  type Profile,
  CONTENDED,
  waitForQuietBox,
} from './stint-under-load';
import { internshipCategories, internshipSorts } from '@stint/shared/internships/internships.constants';
import { seededRandom } from '@stint/shared/seeded-random';

const INTERNSHIPS = envNumber('BENCH_READ_INTERNSHIPS', 500);
const RATES = envNumbers('BENCH_READ_RATES', [100, 250, 500, 1000]);
const STEP_SECONDS = envNumber('BENCH_STEP_SECONDS', 10);
/** The distinct lists asked for, in a fixed order each step walks from its start. */
const MIX_SIZE = 1000;
/**
 * Before the steps, one pass over the whole mix: every list of the mix has been asked for once, as on a site that
 * has been up a while. The figures are then the steady state at each rate. (Until 2026-11 the warmup covered 600 of
 * the 1,000: the first step's p99 was then set by the first-time reads of the other 400 — 54–86 ms at 500/s.)
 */
const WARMUP_RATE = 250;
const SEARCHES = ['intern', 'data', 'design', 'marketing', 'analyst', 'lisbon', 'team', 'research', 'demo day'];

type Read = { path: string; token: string | null; who: 'anonymous' | 'student' | 'employer' };

function queryMix(count: number, students: Person[], employers: Person[]): Read[] {
  const random = seededRandom(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  return Array.from({ length: count }, () => {
    const roll = random();
    const who = roll < 0.5 ? 'anonymous' : roll < 0.9 ? 'student' : 'employer';
    const params = new URLSearchParams();
    if (random() < 0.3) params.set('search', pick(SEARCHES));
    if (random() < 0.3) params.set('category', pick(internshipCategories));
    if (random() < 0.2) params.set('location', pick(LOCATIONS).split(',')[0]!);
    if (random() < 0.1) params.set('remote', pick(['true', 'false']));
    const sort = random() < 0.6 ? 'newest' : pick(internshipSorts);
    if (sort !== 'newest') params.set('sort', sort);
    if (random() < 0.25) params.set('page', String(2 + Math.floor(random() * 4)));
    params.set('limit', who === 'student' ? '24' : '12');
    return {
      path: `/api/v1/internships?${params}`,
      token: who === 'anonymous' ? null : who === 'student' ? pick(students).token : pick(employers).token,
      who,
    };
  });
}

export async function benchInternshipReads(profile: Profile): Promise<void> {
  const label = PROFILE_LABEL[profile];
  console.log(
    `\n${label}: GET /internships — ${INTERNSHIPS} internships, steps ${RATES.join(', ')} /s × ${STEP_SECONDS} s`,
  );
  const stint = await startStintOn(profile);
  const { http } = stint;
  try {
    let setup = performance.now();
    const employers = await registerMany(http, 20, registerEmployer);
    const students = await registerMany(http, 20, registerStudent);
    console.log(`  registered 40 people in ${((performance.now() - setup) / 1000).toFixed(1)} s`);
    setup = performance.now();
    await postInternships(http, employers, INTERNSHIPS);
    console.log(`  posted ${INTERNSHIPS} internships in ${((performance.now() - setup) / 1000).toFixed(1)} s`);
    const listed = await http.json<{ counts: { platform: number } }>('GET', '/internships?limit=1');
    if (listed.body.data.counts.platform !== INTERNSHIPS) {
      throw new Error(
        `expected ${INTERNSHIPS} active internships, the list counts ${listed.body.data.counts.platform}`,
      );
    }
    const mix = queryMix(MIX_SIZE, students, employers);
    const read = (n: number) => {
      const { path, token } = mix[n % mix.length]!;
      return http.send('GET', path, { headers: token ? { authorization: `Bearer ${token}` } : {}, timeoutMs: 20_000 });
    };

    const runStep = async (rate: number, seconds: number) => {
      const cpu = sampleCpu(stint);
      const retriesBefore = http.staleRetries;
      const run = await openLoop({ rate, durationMs: seconds * 1000, send: read });
      const shares = cpu.stop();
      const ok = run.outcomes.filter((outcome) => outcome.value?.status === 200);
      const errors = new Map<string, number>();
      for (const outcome of run.outcomes) {
        if (outcome.value?.status === 200) continue;
        const key = outcome.error ?? String(outcome.value?.status);
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
      const latency = (who: Read['who'] | null) =>
        summarize(
          ok
            .filter((outcome) => who === null || mix[outcome.index % mix.length]!.who === who)
            .map((outcome) => outcome.doneAt - outcome.dueAt),
        );
      return {
        rate,
        achieved: achievedRate(run, ok.length),
        all: latency(null),
        anonymous: latency('anonymous'),
        signedIn: summarize(
          ok
            .filter((outcome) => mix[outcome.index % mix.length]!.who !== 'anonymous')
            .map((outcome) => outcome.doneAt - outcome.dueAt),
        ),
        errors: run.outcomes.length - ok.length,
        errorKinds: Object.fromEntries(errors),
        maxSendLagMs: run.maxSendLagMs,
        staleRetries: http.staleRetries - retriesBefore,
        cpu: shares,
      };
    };

    const firstPass = await runStep(WARMUP_RATE, MIX_SIZE / WARMUP_RATE);
    console.log(
      `  first pass over the mix (every list read for the first time) at ${WARMUP_RATE} /s: ` +
        `p50 ${ms(firstPass.all.p50)} p99 ${ms(firstPass.all.p99)} max ${ms(firstPass.all.max)}, errors ${firstPass.errors}`,
    );
    const steps: Array<Awaited<ReturnType<typeof runStep>> & { attempt: number }> = [];
    for (const rate of RATES) {
      // A step that someone else's work on the box spoiled runs once more, after the box is quiet again.
      for (let attempt = 1; attempt <= 2; attempt++) {
        const waited = await waitForQuietBox(stint.pid);
        const step = { ...(await runStep(rate, STEP_SECONDS)), attempt };
        stint.assertRunning();
        steps.push(step);
        console.log(
          `  ${rate} /s offered: ${step.achieved.toFixed(1)} /s achieved, p50 ${ms(step.all.p50)} ` +
            `p99 ${ms(step.all.p99)} max ${ms(step.all.max)}, errors ${step.errors}, others ${step.cpu.others}% ` +
            `(waited ${(waited / 1000).toFixed(0)} s for a quiet box)`,
        );
        if (step.cpu.others < CONTENDED) break;
      }
    }
    reportTable(
      `${label}: GET /internships, ${INTERNSHIPS} active internships, varied queries (½ signed out)`,
      [
        'offered /s',
        'achieved /s',
        'p50',
        'p99',
        'max',
        'p99 signed out',
        'p99 signed in',
        'errors',
        'generator lag max',
        'CPU, % of one core',
      ],
      steps.map((step) => [
        ...rateCells(step, step.all),
        ms(step.anonymous.p99),
        ms(step.signedIn.p99),
        failuresCell(step.errors, step.errorKinds) +
          (step.staleRetries ? `; ${step.staleRetries} resent after a keep-alive reset` : ''),
        ms(step.maxSendLagMs),
        cpuCell(step.cpu) + contendedNote(step.attempt),
      ]),
      { profile, internships: INTERNSHIPS, firstPass, steps },
    );
    report(
      `${label}: GET /internships, first pass over the ${MIX_SIZE} lists at ${WARMUP_RATE} req/s (cold cache): p50 / p99 / max`,
      `${ms(firstPass.all.p50)} / ${ms(firstPass.all.p99)} / ${ms(firstPass.all.max)}, ${firstPass.errors} errors`,
      { profile, firstPass },
    );
    const top = steps.findLast((step) => step.rate === 1000) ?? steps.at(-1)!;
    report(
      `${label}: GET /internships at ${top.rate} req/s offered: achieved, p50 / p99 / max, errors`,
      `${top.achieved.toFixed(0)} /s, ${ms(top.all.p50)} / ${ms(top.all.p99)} / ${ms(top.all.max)}, ${top.errors} errors`,
      { profile, step: top },
    );
  } finally {
    await stint.stop();
  }
}
