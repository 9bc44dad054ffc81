// Each block kind keeps a test of its own (tests/blocks/{Name}/{Name}.test.tsx), so a kind added to the registry
// without one fails here rather than shipping untested.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blockDescriptors } from '../../blocks/registry.ts';

const testOf = (name: string) => fileURLToPath(new URL(`./${name}/${name}.test.tsx`, import.meta.url));

describe('block kinds and their tests', () => {
  it('every kind in the registry has tests/blocks/{Name}/{Name}.test.tsx', () => {
    const kinds = Object.keys(blockDescriptors);
    expect(kinds.length).toBeGreaterThan(30);
    const untested = kinds.filter((name) => !existsSync(testOf(name)));
    expect(untested, `block kinds with no tests/blocks/{Name}/{Name}.test.tsx: ${untested.join(', ')}`).toEqual([]);
  });
});
