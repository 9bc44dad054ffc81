// The alert rules an operator loads into Prometheus (deploy/prometheus/alerts.yml) are valid for Debian's
// Prometheus 2.42, and fire on what alerts.test.yml says and nothing else (promtool's own rule unit tests).
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const promtool = (...args: string[]) => execFileSync('promtool', args, { cwd: 'deploy/prometheus', encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('alert rules', () => {
  it('pass promtool check rules', () => {
    expect(promtool('check', 'rules', 'alerts.yml')).toMatch(/SUCCESS: \d+ rules found/);
  });

  it('pass promtool test rules: each alert fires on its case, at its time, with its words', () => {
    expect(promtool('test', 'rules', 'alerts.test.yml')).toContain('SUCCESS');
  });
});
