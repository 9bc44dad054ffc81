// Whether an OSV advisory (https://ossf.github.io/osv-schema/) covers one version of an npm package: its `versions`
// list, or a SEMVER/ECOSYSTEM range walked event by event as the schema says (introduced, fixed, last_affected).

export type OsvEvent = { introduced?: string; fixed?: string; last_affected?: string; limit?: string };
export type OsvAffected = {
  package?: { ecosystem?: string; name?: string };
  ranges?: { type: string; events: OsvEvent[] }[];
  versions?: string[];
};
export type OsvAdvisory = {
  id: string;
  summary?: string;
  aliases?: string[];
  withdrawn?: string;
  affected?: OsvAffected[];
  database_specific?: { severity?: string };
};

type Version = { release: number[]; prerelease: (number | string)[] };

function parseVersion(text: string): Version | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(text.trim());
  if (!match) return null;
  const prerelease = match[4] ? match[4].split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)) : [];
  return { release: [Number(match[1]), Number(match[2]), Number(match[3])], prerelease };
}

/** Semantic Versioning 2.0.0 precedence: negative, zero or positive. */
export function compareVersions(a: string, b: string): number {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left || !right) throw new Error(`Not a semantic version: ${left ? b : a}`);
  for (let index = 0; index < 3; index += 1) {
    const difference = left.release[index]! - right.release[index]!;
    if (difference !== 0) return difference;
  }
  // A pre-release sorts before its release; identifiers compare numerically, then as text, numbers first.
  if (left.prerelease.length === 0 || right.prerelease.length === 0) return right.prerelease.length - left.prerelease.length;
  for (let index = 0; index < Math.max(left.prerelease.length, right.prerelease.length); index += 1) {
    const [x, y] = [left.prerelease[index], right.prerelease[index]];
    if (x === undefined || y === undefined) return x === undefined ? -1 : 1;
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    if (typeof x === 'number' || typeof y === 'number') return typeof x === 'number' ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/** '0' in `introduced` means every version. */
const atOrAfter = (version: string, bound: string) => bound === '0' || compareVersions(version, bound) >= 0;

function inRange(version: string, events: readonly OsvEvent[]): boolean {
  const bound = (event: OsvEvent) => event.introduced ?? event.fixed ?? event.last_affected ?? event.limit ?? '0';
  const ordered = [...events].sort((a, b) => (bound(a) === '0' ? -1 : bound(b) === '0' ? 1 : compareVersions(bound(a), bound(b))));
  let affected = false;
  for (const event of ordered) {
    if (event.introduced !== undefined && atOrAfter(version, event.introduced)) affected = true;
    else if (event.fixed !== undefined && atOrAfter(version, event.fixed)) affected = false;
    else if (event.last_affected !== undefined && compareVersions(version, event.last_affected) > 0) affected = false;
  }
  return affected;
}

/** Whether `advisory` covers npm package `name` at `version` (a withdrawn advisory covers nothing). */
export function advisoryAffects(advisory: OsvAdvisory, name: string, version: string): boolean {
  if (advisory.withdrawn || !parseVersion(version)) return false;
  return (advisory.affected ?? []).some((affected) => {
    if (affected.package?.ecosystem !== 'npm' || affected.package.name !== name) return false;
    if (affected.versions?.includes(version)) return true;
    return (affected.ranges ?? []).some((range) => (range.type === 'SEMVER' || range.type === 'ECOSYSTEM') && inRange(version, range.events));
  });
}
