/**
 * What `npm run bench` prints and keeps: one row per figure, the machine it was measured on (Node version,
 * cores, CPU, load when the run started), a markdown table at the end and the same as JSON under
 * bench/results/ at the repository root (git-ignored) for comparing runs.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';

export type Row = { measure: string; value: string; data?: unknown };

export const machine = {
  node: process.version,
  cores: availableParallelism(),
  cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  platform: `${process.platform}-${process.arch}`,
};

/** The code measured: the commit, and how many files differ from it (others' work in progress included). */
export const codeVersion = (() => {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const changed = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).split('\n').filter(Boolean);
    return changed.length ? `${commit} + ${changed.length} changed files` : commit;
  } catch {
    return 'unknown';
  }
})();

/** "node v20.20.2, 2 cores (AMD EPYC)": printed with every table so no figure travels without its machine. */
export const machineLine = () =>
  `node ${machine.node}, ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB`;

const rows: Row[] = [];
const tables: Array<{ title: string; header: string[]; lines: string[][] }> = [];

export function report(measure: string, value: string, data?: unknown): void {
  rows.push({ measure, value, data });
  console.log(`${measure.padEnd(66)} ${value}`);
}

/** A table of its own (one line per load step), printed at once and again in the summary. */
export function reportTable(title: string, header: string[], lines: string[][], data?: unknown): void {
  tables.push({ title, header, lines });
  if (data !== undefined) rows.push({ measure: title, value: `${lines.length} steps`, data });
  console.log(`\n${title} — ${machineLine()}\n${markdown(header, lines)}\n`);
}

function markdown(header: string[], lines: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...lines.map((l) => `| ${l.join(' | ')} |`),
  ].join('\n');
}

export const perSecond = (count: number, ms: number) => `${Math.round((count / ms) * 1000).toLocaleString('en-US')} /s`;

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export type Latencies = { count: number; p50: number; p99: number; max: number };

export function summarize(values: number[]): Latencies {
  const sorted = [...values].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
}

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '–');

/** The cells a load step's row starts with: the rate asked for, the rate reached, then p50, p99 and max. */
export const rateCells = (step: { rate: number; achieved: number }, latencies: Latencies) => [
  String(step.rate),
  step.achieved.toFixed(1),
  ms(latencies.p50),
  ms(latencies.p99),
  ms(latencies.max),
];

/** A count of failures for a table cell: `0`, or the count and what it was made of (`3 (2× timeout, 1× 503)`). */
export const failuresCell = (total: number, kinds: Record<string, number>, more: string[] = []) =>
  total === 0
    ? '0'
    : `${total} (${[...Object.entries(kinds).map(([kind, count]) => `${count}× ${kind}`), ...more].join(', ')})`;

/** Said after a step that ran twice because the box was busy the first time. */
export const contendedNote = (attempt: number) => (attempt > 1 ? ' (run again: the first was contended)' : '');

/** Prints the summary table and writes it as JSON; returns the file written. */
export function finish(startedAt: Date, sections: string[]): string {
  console.log(`\n## Stint benchmark — ${startedAt.toISOString()} — code ${codeVersion} — ${machineLine()}\n`);
  console.log(
    markdown(
      ['measure', 'value'],
      rows.filter((row) => !tables.some((t) => t.title === row.measure)).map((row) => [row.measure, row.value]),
    ),
  );
  for (const table of tables) console.log(`\n### ${table.title}\n\n${markdown(table.header, table.lines)}`);
  const dir = fileURLToPath(new URL('../../bench/results/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const file = `${dir}${startedAt.toISOString().replace(/[:.]/g, '-')}.json`;
  const json = JSON.stringify(
    { startedAt: startedAt.toISOString(), code: codeVersion, machine, loadAverageAtStart, sections, rows, tables },
    (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
    2,
  );
  writeFileSync(file, `${json}\n`);
  console.log(`\nresults written to ${file}`);
  return file;
}

/** The 1-minute load when the run started: a busy box (someone else's tests) shows here. */
export const loadAverageAtStart = loadavg().map((value) => Number(value.toFixed(2)));
