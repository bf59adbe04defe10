/**
 * Typed contracts stay in shared (issue 15): stream names are built by the shared `<area>.streams.ts` builders and
 * change-notice topics come from `topics` (shared/src/live/topics.ts). This reads the source of every package but
 * shared and fails on a retyped stream prefix or topic string, and checks the web listens only to topics that a
 * projection emits.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { topics, TOPICS, type Topic } from '@stint/shared/live/topics';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCANNED = ['api/src', 'projector/src', 'workers/src', 'launcher/src', 'web/src', 'tests'];

/** Every prefix a stream name starts with (the builders in shared/src/<area>/<area>.streams.ts). */
const STREAM_PREFIXES = [
  'user',
  'useremail',
  'universityname',
  'passwordreset',
  'idempotencykey',
  'internship',
  'bookmarks',
  'joblisting',
  'logbook',
  'report',
  'evaluation',
  'placementevaluation',
  'notificationinbox',
  'contact',
  'newsletter',
  'ping',
  'counter',
];
const PREFIX = `(?:${STREAM_PREFIXES.join('|')})`;

/**
 * `<prefix>-${…}` ending the template or followed by a space or punctuation (a stream name, alone or in a message);
 * DOM ids such as `report-${id}-title` go on with a dash and are not streams.
 */
const STREAM_TEMPLATE = new RegExp(`(?<![\\w-])${PREFIX}-\\$\\{[^}]*\\}(?=[\`\\s.,:;)'"])`);
/** A quoted `'<prefix>-<id>'` on a line about streams (`stream: 'user-s1'`, `readStream('internship-i1')`). */
const STREAM_QUOTED = new RegExp(`['"\`]${PREFIX}-[\\w-]+['"\`]`);
const TOPIC_LITERALS = [
  /\btopic\s*(?::|===|!==)\s*['"`]/,
  /\b(?:registerLiveKey|useLiveStatusChanges)\(\s*['"`]/,
  /\btopics\s*:\s*\[\s*['"`]/,
];

type Line = { file: string; number: number; text: string };

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function linesOf(files: string[]): Line[] {
  return files.flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .map((text, index) => ({ file: relative(ROOT, join(ROOT, file)), number: index + 1, text })),
  );
}

const isComment = (text: string) => /^\s*(\/\/|\*|\/\*)/.test(text);
const where = ({ file, number, text }: Line) => `${file}:${number}: ${text.trim()}`;
const SELF = 'tests/contracts/contracts.unit.spec.ts';
const scanned = linesOf(SCANNED.flatMap(sourceFiles).filter((file) => file !== SELF)).filter(
  (line) => !isComment(line.text),
);

function streamLiterals(lines: Line[]): string[] {
  return lines
    .filter(({ file, text }) => {
      // The web never names a stream; its DOM ids (`contact-${name}`, `report-${id}`) only look like some.
      const template = STREAM_TEMPLATE.test(text) && (!file.startsWith('web/') || /stream/i.test(text));
      const quoted = /stream/i.test(text) && STREAM_QUOTED.test(text);
      return template || quoted;
    })
    .map(where);
}

/** The `topics.<key>` names used where `pattern` matches, as topics. */
function topicsUsed(lines: Line[], pattern: RegExp): Set<Topic> {
  const keys = lines.flatMap(({ text }) => [...text.matchAll(pattern)].map((match) => match[1]!));
  return new Set(keys.map((key) => topics[key as keyof typeof topics]).filter((topic) => topic !== undefined));
}

describe('contracts stay in shared', () => {
  it('builds every stream name with a shared builder: no stream prefix is spelled out outside shared', () => {
    expect(streamLiterals(scanned)).toEqual([]);
  });

  it('the stream check catches a retyped stream name', () => {
    const line = (text: string): Line => ({ file: 'api/src/example.ts', number: 1, text });
    expect(
      streamLiterals([
        line('await store.readStream(`user-${userId}`);'),
        line("{ stream: 'internship-i1', type: 'InternshipPosted' },"),
        line('throw new Error(`No event in logbook-${entryId}.`);'),
      ]),
    ).toHaveLength(3);
    expect(
      streamLiterals([line('const id = `report-${reportId}-title`;'), line("kind: 'logbook-submitted',")]),
    ).toEqual([]);
  });

  it('names every change-notice topic by `topics`: no topic string outside shared', () => {
    const literal = scanned.filter(({ text }) => TOPIC_LITERALS.some((pattern) => pattern.test(text)));
    expect(literal.map(where)).toEqual([]);
  });

  it('the web listens only to topics a projection emits, and every product topic has a projection', () => {
    const projections = linesOf(sourceFiles('projector/src').filter((file) => file.endsWith('.projection.ts')));
    const emitted = topicsUsed(projections, /\btopic:\s*topics\.(\w+)/g);
    const web = linesOf(sourceFiles('web/src'));
    const heard = topicsUsed(web, /(?:registerLiveKey|useLiveStatusChanges)\(\s*topics\.(\w+)/g);
    for (const topic of topicsUsed(web, /\.topic\s*[!=]==\s*topics\.(\w+)/g)) heard.add(topic);

    expect(heard.size).toBeGreaterThan(0);
    expect([...heard].filter((topic) => !emitted.has(topic))).toEqual([]);
    expect(TOPICS.filter((topic) => topic !== topics.pings && !emitted.has(topic))).toEqual([]);
  });
});
