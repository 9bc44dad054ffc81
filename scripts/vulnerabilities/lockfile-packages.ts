// Every package npm installs for the project, read from package-lock.json (lockfile version 2 or 3): each
// `node_modules/…` entry with its name and version, development-only ones included.
import { readFileSync } from 'node:fs';

export type LockedPackage = { name: string; version: string; path: string; dev: boolean };

type LockEntry = { version?: string; name?: string; link?: boolean; dev?: boolean };

export function lockedPackages(lockfilePath: string): LockedPackage[] {
  const lock = JSON.parse(readFileSync(lockfilePath, 'utf8')) as { packages?: Record<string, LockEntry> };
  if (!lock.packages) throw new Error(`${lockfilePath} has no "packages" section: lockfile version 2 or later is needed (npm 7+)`);
  return Object.entries(lock.packages).flatMap(([path, entry]) => {
    const at = path.lastIndexOf('node_modules/');
    if (at === -1 || entry.link || !entry.version) return [];
    return [{ name: entry.name ?? path.slice(at + 'node_modules/'.length), version: entry.version, path, dev: entry.dev === true }];
  });
}
