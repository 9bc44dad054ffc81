// The README is a newcomer's first page: short, starting with the two commands CI runs, and every file, folder and
// link it names must exist, so its recipes cannot drift from the code unseen.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const DOCS = ['README.md', 'docs/open-points.md', 'docs/editors-guide.md', 'docs/operations.md', 'docs/benchmarks.md'];
/** Paths the site writes at run time, not in a fresh clone. */
const MADE_AT_RUN_TIME = new Set(['data/', 'dist/']);

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

describe('README.md', () => {
  it('stays under 20,000 bytes', () => {
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(20_000);
  });

  it('starts with the two commands: install and start, install and test', () => {
    const [, commands] = readme.match(/^# .+\n\n```sh\n([\s\S]*?)```/) ?? [];
    expect(
      commands
        ?.split('\n')
        .filter((line) => line.startsWith('npm'))
        .map((line) => line.split('#')[0]!.trim()),
    ).toEqual(['npm ci && npm start', 'npm ci && npm test']);
  });

  it('names only files and folders that exist (placeholders such as {Name} aside)', () => {
    const named = [...readme.matchAll(/`([\w.+-]+\/[\w.+-][\w./+-]*)`/g)]
      .map((match) => match[1]!)
      .filter((path) => !path.startsWith('/') && !MADE_AT_RUN_TIME.has(path));
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it.each(DOCS)('%s links only to documents and headings that exist', (doc) => {
    const text = readFileSync(join(root, doc), 'utf8');
    const broken = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1]!)
      .filter((link) => !/^[a-z]+:/.test(link))
      .filter((link) => {
        const [file, anchor] = link.split('#') as [string, string | undefined];
        const target = file === '' ? join(root, doc) : join(root, dirname(doc), file);
        if (!existsSync(target)) return true;
        if (!anchor) return false;
        const headings = [...readFileSync(target, 'utf8').matchAll(/^#{1,6} (.+)$/gm)].map((heading) => anchorOf(heading[1]!));
        return !headings.includes(anchor);
      });
    expect(broken).toEqual([]);
  });
});
