import type { PageBlock } from '../content/cms-types.ts';
import { loadedBlock } from './loaded-blocks.ts';
import { isRegisteredBlock } from './registry.ts';

const reportedMissing = new Set<string>();

/** Warns once per process about a block that cannot render: no React block yet, or not loaded before render. */
function reportSkipped(page: string, position: number, componentName: string, reason: string) {
  const key = `${page}:${componentName}`;
  if (reportedMissing.has(key)) return;
  reportedMissing.add(key);
  console.warn(JSON.stringify({ level: 'warn', event: 'content.block_skipped', page, position, componentName, reason }));
}

export function BlockList({ blocks, page }: { blocks: readonly PageBlock[]; page: string }) {
  return blocks.map((block, position) => {
    const registered = isRegisteredBlock(block.componentName);
    const Block = registered ? loadedBlock(block.componentName) : undefined;
    if (!Block) {
      if (import.meta.env.SSR) reportSkipped(page, position, block.componentName, registered ? 'block was not loaded before render' : 'no block registered for this componentName');
      return null;
    }
    return <Block key={`${block.__component}:${block.id}`} block={block} isFirst={position === 0} />;
  });
}
