// Runtime validation of a dynamic zone (server side, at snapshot build). Each block is checked against its
// own generated validator: inactive blocks are dropped silently, unknown or invalid ones are dropped with a
// logged reason naming the page, the position, the componentName and the failing field. Never throws.
import { blockValidators, type CmsBlockName } from '../generated/cms-validators.ts';
import type { PageBlock } from './cms-types.ts';

export type BlockSkip = {
  page: string;
  /** The block's place in the CMS dynamic zone (from 0), as the editor sees it. */
  position: number;
  /** Where it would stand among the blocks the page renders (how many of them come before it). */
  renderedIndex: number;
  componentName: string | null;
  reason: 'not an object' | 'unknown componentName' | 'invalid field';
  field?: string;
  message?: string;
};

function isKnownBlockName(name: unknown): name is CmsBlockName {
  return typeof name === 'string' && Object.hasOwn(blockValidators, name);
}

/** Turns an Ajv instancePath like "/tiles/0/heading" (plus a missing property) into "tiles[0].heading". */
function fieldName(instancePath: string, missingProperty: unknown): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof missingProperty === 'string') parts.push(missingProperty);
  return parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '') || '(block)';
}

export function validateBlocks(page: string, items: readonly unknown[], onSkip: (skip: BlockSkip) => void): PageBlock[] {
  const valid: PageBlock[] = [];
  items.forEach((item, position) => {
    if (item === null || typeof item !== 'object') {
      onSkip({ page, position, renderedIndex: valid.length, componentName: null, reason: 'not an object' });
      return;
    }
    const { componentName, isActive } = item as { componentName?: unknown; isActive?: unknown };
    if (isActive === false) return;
    if (!isKnownBlockName(componentName)) {
      onSkip({
        page,
        position,
        renderedIndex: valid.length,
        componentName: typeof componentName === 'string' ? componentName : null,
        reason: 'unknown componentName',
      });
      return;
    }
    const validate = blockValidators[componentName];
    if (!validate(item)) {
      const first = validate.errors?.[0];
      onSkip({
        page,
        position,
        renderedIndex: valid.length,
        componentName,
        reason: 'invalid field',
        field: fieldName(first?.instancePath ?? '', first?.params?.missingProperty),
        message: first?.message ?? 'does not match the schema',
      });
      return;
    }
    valid.push(item as PageBlock);
  });
  return valid;
}
