/**
 * `npm run bench`: measures what the platform promises (issue: platform), prints each figure with the
 * machine it ran on, a table at the end, and writes the same as JSON under bench/results/.
 *
 *   npm run bench                                  every section, both profiles
 *   npm run bench -- apply reads                   only these sections
 *   npm run bench -- apply --profile server        only one profile (embedded | server)
 *
 * Sections:
 *  - appends  appends/s on PGlite and PostgreSQL, sequential and 8 concurrent writers, against the ceiling:
 *             raw single-row INSERTs/s on the same PostgreSQL;
 *  - rebuild  projection rebuild events/s: the store's read-modify-write ceiling, then Stint's projections over a
 *             multiplied demo history, with the ratio, the same rebuild once the process has compiled its code (what
 *             a long rebuild sustains), and on PostgreSQL again by two projector processes sharing the groups
 *             (stint-rebuild.ts, rebuild-process.ts);
 *  - notices  command → socket notice latency p50/p99, one socket, in-process api;
 *  - apply    apply → employer notice latency p50/p99 at the highest steady apply rate, 1,000 sockets
 *             connected (apply-notices.ts);
 *  - reads    GET /internships p50/p99/max at up to 1,000 requests/s over 500 internships (internship-reads.ts);
 *  - commands command throughput over HTTP (the bookmark toggle), stepped open-loop rates, p50/p99, CPU ms per
 *             command, projector lag p99 at the highest rate held (commands.ts);
 *  - live     command → own socket notice p50/p99 at 200 commands/s with 1,000 sockets connected, beside the floor:
 *             a bare express + socket.io server emitting on POST, same sockets and rate (commands.ts);
 *  - sockets  sockets one api node holds until connecting degrades, RSS per 1,000 sockets (sockets-held.ts);
 *  - bundle   the web app's initial JS + CSS gzip per route, from a build's manifest (web-bundle.ts; no profile);
 *  - hot      apply latency on one internship with 10,000 applications, cold and warm, with and without snapshots
 *             (hot-streams.ts).
 * PostgreSQL and Redis are private servers started here (as the tests do); a missing one is reported. Not part
 * of `npm test`: numbers, not assertions.
 */
import { startPostgres, startRedis, type Started } from '../support/services';
import { benchApplyNotices } from './apply-notices';
import { benchCommandNotices, benchCommandThroughput } from './commands';
import { benchHotStreams } from './hot-streams';
import { benchInternshipReads } from './internship-reads';
import { benchAppendsOn, benchNoticeLatency, benchRebuildOn } from './platform';
import { codeVersion, finish, loadAverageAtStart, machineLine, report } from './results';
import { benchSocketsHeld } from './sockets-held';
import { PROFILE_LABEL, type Profile } from './stint-under-load';
import { benchWebBundle } from './web-bundle';

const SECTIONS = [
  'appends',
  'rebuild',
  'notices',
  'apply',
  'reads',
  'commands',
  'live',
  'sockets',
  'bundle',
  'hot',
] as const;
type Section = (typeof SECTIONS)[number];
const PROFILES: Profile[] = ['embedded', 'server'];

function parseArgs(argv: string[]): { sections: Section[]; profiles: Profile[] } {
  const sections: Section[] = [];
  let profiles = PROFILES;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--profile') {
      const profile = argv[++i] as Profile;
      if (!PROFILES.includes(profile)) throw new Error(`--profile takes one of ${PROFILES.join(', ')}`);
      profiles = [profile];
    } else if ((SECTIONS as readonly string[]).includes(arg)) sections.push(arg as Section);
    else throw new Error(`Unknown argument "${arg}": sections are ${SECTIONS.join(', ')}; option --profile`);
  }
  return { sections: sections.length ? sections : [...SECTIONS], profiles };
}

async function main() {
  const { sections, profiles } = parseArgs(process.argv.slice(2));
  const startedAt = new Date();
  console.log(
    `Stint benchmark — ${startedAt.toISOString()}, code ${codeVersion}, ${machineLine()}, ` +
      `load average ${loadAverageAtStart.join(' ')}\n` +
      `sections: ${sections.join(', ')}; profiles: ${profiles.join(', ')}\n`,
  );
  const has = (section: Section) => sections.includes(section);
  const wantsServer = profiles.includes('server');
  const needsRedis =
    wantsServer && sections.some((section) => !['appends', 'rebuild', 'bundle', 'hot'].includes(section));
  const missing: Started = { skip: 'not needed' };
  // The rebuild section builds its history on PostgreSQL for both profiles (stint-rebuild.ts).
  const needsPostgres = wantsServer || has('rebuild');
  const [pg, redis] = await Promise.all([
    needsPostgres ? startPostgres() : missing,
    needsRedis ? startRedis() : missing,
  ]);
  if ('url' in pg) process.env.TEST_PG_URL = pg.url;
  if ('url' in redis) process.env.TEST_REDIS_URL = redis.url;
  const postgresSkip = 'url' in pg ? null : pg.skip;
  const serverSkip = postgresSkip ?? ('url' in redis ? null : redis.skip);
  try {
    for (const [section, run] of [
      ['appends', benchAppendsOn],
      ['rebuild', benchRebuildOn],
      ['notices', (profile: Profile) => benchNoticeLatency(PROFILE_LABEL[profile], profile)],
      ['apply', benchApplyNotices],
      ['reads', benchInternshipReads],
      ['commands', benchCommandThroughput],
      ['live', benchCommandNotices],
      ['sockets', benchSocketsHeld],
      ['hot', benchHotStreams],
    ] as const) {
      if (!has(section)) continue;
      for (const profile of profiles) {
        const skip = ['appends', 'rebuild', 'hot'].includes(section) ? postgresSkip : serverSkip;
        if (profile === 'server' && skip) {
          report(`${PROFILE_LABEL[profile]}: ${section}`, `not measured: ${skip}`);
          continue;
        }
        // One section failing (a server that fell over) still leaves the others' figures.
        await run(profile).catch((error: unknown) => {
          console.error(error);
          report(`${PROFILE_LABEL[profile]}: ${section}`, `failed: ${(error as Error).message.split('\n')[0]}`);
        });
      }
    }
    if (has('bundle')) {
      await benchWebBundle().catch((error: unknown) => {
        console.error(error);
        report('web: bundle sizes', `failed: ${(error as Error).message.split('\n')[0]}`);
      });
    }
  } finally {
    await Promise.all(['url' in pg ? pg.stop() : null, 'url' in redis ? redis.stop() : null]);
  }
  finish(startedAt, sections);
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
