// `npm run check:vulnerabilities -- --db DIR`: every package of package-lock.json against an OSV database of npm
// advisories kept on disk (DIR holds OSV's npm export unzipped: one JSON advisory per file), so the check runs with
// no network at all. Where to get DIR: docs/operations.md ("Dependency vulnerabilities"). Exit 0: no known advisory covers
// an installed version; 1: some do (listed); 2: no database was given or it could not be read, so NOTHING was
// checked (`npm audit` needs the registry's audit endpoint, which is not reachable everywhere).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { lockedPackages } from './vulnerabilities/lockfile-packages.ts';
import { advisoryAffects, type OsvAdvisory } from './vulnerabilities/osv-affected.ts';

const NOT_CHECKED = 2;
const { values: args } = parseArgs({ options: { db: { type: 'string' }, lockfile: { type: 'string', default: 'package-lock.json' } } });

function notChecked(why: string): never {
  console.error(
    `No dependency vulnerability check was made: ${why}\nSee docs/operations.md, "Dependency vulnerabilities", for where to get the OSV database and how to run this where it can be had.`,
  );
  process.exit(NOT_CHECKED);
}

const dbDir = args.db ?? process.env.OSV_NPM_DB;
if (!dbDir) notChecked('no OSV database was given (--db DIR or OSV_NPM_DB).');
if (!existsSync(dbDir)) notChecked(`${resolve(dbDir)} does not exist.`);
const files = readdirSync(dbDir).filter((file) => file.endsWith('.json'));
if (files.length === 0) notChecked(`${resolve(dbDir)} holds no OSV advisories (*.json).`);

// Advisories by the npm package names they cover.
const byPackage = new Map<string, OsvAdvisory[]>();
let newest = '';
for (const file of files) {
  const advisory = JSON.parse(readFileSync(join(dbDir, file), 'utf8')) as OsvAdvisory & { modified?: string };
  if (advisory.modified && advisory.modified > newest) newest = advisory.modified;
  for (const affected of advisory.affected ?? []) {
    const name = affected.package?.ecosystem === 'npm' ? affected.package.name : undefined;
    if (name) byPackage.set(name, [...(byPackage.get(name) ?? []).filter((known) => known !== advisory), advisory]);
  }
}

const packages = lockedPackages(args.lockfile);
const findings = packages.flatMap((pkg) =>
  (byPackage.get(pkg.name) ?? []).filter((advisory) => advisoryAffects(advisory, pkg.name, pkg.version)).map((advisory) => ({ pkg, advisory })),
);
console.log(`${packages.length} installed packages checked against ${files.length} OSV advisories (newest change ${newest || 'unknown'}).`);
for (const { pkg, advisory } of findings) {
  const also = (advisory.aliases ?? []).join(', ');
  const details = [also ? `(${also})` : '', advisory.database_specific?.severity ?? '', advisory.summary ?? ''].filter(Boolean).join(' ');
  console.log(`${pkg.name}@${pkg.version}${pkg.dev ? ' (dev)' : ''} at ${pkg.path}: ${advisory.id}${details ? ` ${details}` : ''}`);
}
console.log(findings.length === 0 ? 'No known advisory covers an installed version.' : `${findings.length} advisories cover installed versions.`);
process.exit(findings.length === 0 ? 0 : 1);
