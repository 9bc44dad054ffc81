import { describe, expect, it } from 'vitest';
import { staleGeneratedFiles } from '../../scripts/codegen.ts';

describe('generated code', () => {
  it('matches openapi/cms.yaml, the .graphql operations and the pinned Storefront schema (run `npm run codegen`)', async () => {
    expect(await staleGeneratedFiles()).toEqual([]);
  }, 60_000);
});
