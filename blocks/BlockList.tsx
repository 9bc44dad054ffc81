import type { ComponentType } from 'react';
import type { PageBlock } from './cms-types.ts';
import { blockRegistry } from './registry.ts';

const reportedMissing = new Set<string>();

/** Warns once per process about a schema-valid block that has no React block yet; it is skipped. */
function reportUnregistered(page: string, position: number, componentName: string) {
  if (!import.meta.env.SSR || reportedMissing.has(`${page}:${componentName}`)) return;
  reportedMissing.add(`${page}:${componentName}`);
  console.warn(JSON.stringify({ level: 'warn', event: 'content.block_skipped', page, position, componentName, reason: 'no block registered for this componentName' }));
}

export function BlockList({ blocks, page }: { blocks: readonly PageBlock[]; page: string }) {
  return blocks.map((block, position) => {
    const Block = blockRegistry[block.componentName] as ComponentType<{ block: PageBlock; isFirst: boolean }> | undefined;
    if (!Block) {
      reportUnregistered(page, position, block.componentName);
      return null;
    }
    return <Block key={`${block.__component}:${block.id}`} block={block} isFirst={position === 0} />;
  });
}
