// A production install (`npm ci --omit=dev`) carries every entry of "dependencies": each must be something the
// production start needs (`npm run build` then `npm run serve`), or it is download and attack surface for nothing.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type PackageJson = { scripts: Record<string, string>; dependencies: Record<string, string> };

const root = process.cwd();
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as PackageJson;
/** What the production start runs: the server's source, the code it builds, and the build's configuration. */
const STARTED_FROM = [
  'server.ts',
  'server',
  'pages',
  'renderer',
  'blocks',
  'models',
  'content',
  'clients',
  'shop-rules',
  'demo-backends',
  'generated',
  'vite.config.ts',
];

function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return /\.(ts|tsx|css)$/.test(path) ? [path] : [];
  return readdirSync(path).flatMap((entry) => sourceFiles(join(path, entry)));
}

const importedSpecifiers = new Set(
  STARTED_FROM.flatMap((entry) => sourceFiles(join(root, entry))).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:from |import\(?\s*)'([^'.][^']*)'/g)].map((match) => match[1] ?? ''),
  ),
);

function isImported(name: string): boolean {
  return [...importedSpecifiers].some((specifier) => specifier === name || specifier.startsWith(`${name}/`));
}

/** Packages the start and build commands load by name (`node --import tsx`). */
function isRunByStartScripts(name: string): boolean {
  return ['start', 'serve', 'build'].some((script) => manifest.scripts[script]?.includes(`--import ${name} `));
}

describe('the production dependencies', () => {
  it('are each imported by the code the production start builds or serves', () => {
    const unused = Object.keys(manifest.dependencies).filter((name) => !isImported(name) && !isRunByStartScripts(name));
    expect(unused).toEqual([]);
  });
});
