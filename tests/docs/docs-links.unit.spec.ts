/**
 * The repository documents itself (issue 15): no file points at the team's brief outside the repository (a clone does
 * not have it), every relative link of a README or of docs/ resolves to a file in the repository (and to a heading
 * there when it names one), and every comment citing `docs/<page>.md §Section` names a heading of that page.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const self = relative(root, fileURLToPath(import.meta.url));

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'coverage', 'results']);
const TEXT_FILE = /\.(md|ts|tsx|js|mjs|cjs|json|ya?ml|html|css|sh)$|^(Dockerfile|\.env\.example)$/;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') && entry.name !== '.env.example' && entry.name !== '.ci') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : walk(path);
    return TEXT_FILE.test(entry.name) && entry.name !== 'package-lock.json' ? [relative(root, path)] : [];
  });
}

const files = walk(root).filter((file) => file !== self);
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** GitHub's anchor for a heading. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const headingsOf = (markdown: string) =>
  withoutCode(markdown)
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => line.replace(/^#+ /, '').trim());

const withoutCode = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

const docPages = files.filter(
  (file) => file === 'README.md' || file.endsWith(`${sep}README.md`) || file.startsWith('docs/'),
);
const markdownPages = docPages.filter((file) => file.endsWith('.md'));

describe('the documentation stays inside the repository', () => {
  it('has the architecture and style pages', () => {
    expect(existsSync(join(root, 'docs/architecture.md'))).toBe(true);
    expect(existsSync(join(root, 'docs/style.md'))).toBe(true);
  });

  it('no file points at the brief outside the repository', () => {
    const brief = [/\.\.\/shared\/(DESIGN|STYLE|spec)/, /\b(DESIGN|STYLE)(\.md|\s*§|:)/, /\/work\/shared/];
    const found = files.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) => {
          // A relative path (`../shared/DESIGN.md`, `../../x`) that climbs out of the repository from where it is written.
          const leaves = [...line.matchAll(/(?:\.\.\/)+[\w.-][\w./-]*/g)].some((path) =>
            relative(root, resolve(root, dirname(file), path[0])).startsWith('..'),
          );
          return leaves || brief.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [];
        }),
    );
    expect(found).toEqual([]);
  });

  it('every relative link of a README or of docs/ resolves to a file (and heading) in the repository', () => {
    expect(markdownPages).toContain('README.md');
    const broken: string[] = [];
    for (const page of markdownPages) {
      for (const match of withoutCode(read(page)).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        const target = match[1]!;
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:: public documentation
        const [path, anchor] = target.split('#') as [string, string | undefined];
        const file = path === '' ? join(root, page) : resolve(root, dirname(page), decodeURI(path));
        if (relative(root, file).startsWith('..')) {
          broken.push(`${page}: ${target} leaves the repository`);
        } else if (!existsSync(file)) {
          broken.push(`${page}: ${target} does not exist`);
        } else if (anchor && statSync(file).isFile() && file.endsWith('.md')) {
          if (!headingsOf(readFileSync(file, 'utf8')).some((heading) => slug(heading) === anchor)) {
            broken.push(`${page}: ${target} names no heading of ${relative(root, file)}`);
          }
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('every "docs/<page>.md §Section" citation names a heading of that page', () => {
    const headings = new Map<string, string[]>();
    const wrong: string[] = [];
    for (const file of files) {
      for (const match of read(file).matchAll(/(docs\/[\w-]+\.md)[\s*/#]*§([^\n]*)/g)) {
        const [, page, rest] = match as unknown as [string, string, string];
        if (!headings.has(page)) headings.set(page, existsSync(join(root, page)) ? headingsOf(read(page)) : []);
        if (!headings.get(page)!.some((heading) => rest.startsWith(heading))) {
          wrong.push(`${file}: ${page} §${rest.trim()}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
