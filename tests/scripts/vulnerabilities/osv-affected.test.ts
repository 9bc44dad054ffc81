import { describe, expect, it } from 'vitest';
import { advisoryAffects, compareVersions, type OsvAdvisory } from '../../../scripts/vulnerabilities/osv-affected.ts';

const advisory = (affected: OsvAdvisory['affected'], extra: Partial<OsvAdvisory> = {}): OsvAdvisory => ({ id: 'TEST-0001', affected, ...extra });
const npm = (name: string) => ({ ecosystem: 'npm', name });

describe('semantic version order', () => {
  it('orders releases and pre-releases as SemVer 2.0.0 does', () => {
    const ordered = [
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
      '1.0.1',
      '1.2.0',
      '1.10.0',
      '2.0.0',
    ];
    for (let index = 1; index < ordered.length; index += 1) {
      expect(compareVersions(ordered[index - 1]!, ordered[index]!), `${ordered[index - 1]} < ${ordered[index]}`).toBeLessThan(0);
      expect(compareVersions(ordered[index]!, ordered[index - 1]!)).toBeGreaterThan(0);
    }
    expect(compareVersions('1.0.0+build.5', '1.0.0')).toBe(0);
  });
});

describe('whether an OSV advisory covers an installed version', () => {
  it('a range from introduced up to fixed: the fixed version and later are safe', () => {
    const range = advisory([{ package: npm('lodash'), ranges: [{ type: 'SEMVER', events: [{ introduced: '0' }, { fixed: '4.17.21' }] }] }]);
    expect(advisoryAffects(range, 'lodash', '4.17.20')).toBe(true);
    expect(advisoryAffects(range, 'lodash', '0.1.0')).toBe(true);
    expect(advisoryAffects(range, 'lodash', '4.17.21')).toBe(false);
    expect(advisoryAffects(range, 'lodash', '5.0.0')).toBe(false);
    expect(advisoryAffects(range, 'lodash-es', '4.17.20')).toBe(false);
  });

  it('several introduced/fixed pairs in one range, in any order, and last_affected', () => {
    const range = advisory([
      {
        package: npm('hono'),
        ranges: [{ type: 'ECOSYSTEM', events: [{ fixed: '3.12.12' }, { introduced: '4.0.0' }, { introduced: '3.0.0' }, { fixed: '4.6.5' }] }],
      },
      { package: npm('vite'), ranges: [{ type: 'SEMVER', events: [{ introduced: '5.0.0' }, { last_affected: '5.4.1' }] }] },
    ]);
    expect(['2.9.9', '3.12.12', '3.99.0', '4.6.5'].filter((version) => advisoryAffects(range, 'hono', version))).toEqual([]);
    expect(['3.0.0', '3.12.11', '4.0.0', '4.6.5-rc.1'].every((version) => advisoryAffects(range, 'hono', version))).toBe(true);
    expect(advisoryAffects(range, 'vite', '5.4.1')).toBe(true);
    expect(advisoryAffects(range, 'vite', '5.4.2')).toBe(false);
  });

  it('an explicit list of versions, another ecosystem, a GIT range and a withdrawn advisory', () => {
    expect(advisoryAffects(advisory([{ package: npm('ua-parser-js'), versions: ['0.7.29', '0.8.0', '1.0.0'] }]), 'ua-parser-js', '0.8.0')).toBe(true);
    expect(advisoryAffects(advisory([{ package: npm('ua-parser-js'), versions: ['0.7.29'] }]), 'ua-parser-js', '0.7.30')).toBe(false);
    expect(
      advisoryAffects(
        advisory([{ package: { ecosystem: 'PyPI', name: 'pg' }, ranges: [{ type: 'ECOSYSTEM', events: [{ introduced: '0' }] }] }]),
        'pg',
        '8.0.0',
      ),
    ).toBe(false);
    expect(advisoryAffects(advisory([{ package: npm('pg'), ranges: [{ type: 'GIT', events: [{ introduced: '0' }] }] }]), 'pg', '8.0.0')).toBe(false);
    const withdrawn = advisory([{ package: npm('pg'), ranges: [{ type: 'SEMVER', events: [{ introduced: '0' }] }] }], { withdrawn: '2026-01-01T00:00:00Z' });
    expect(advisoryAffects(withdrawn, 'pg', '8.0.0')).toBe(false);
  });
});
