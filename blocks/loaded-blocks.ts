// The blocks a page needs are loaded on the server before it renders the HTML, so BlockList can render them
// synchronously; in the browser an island loads its own block's code (renderer/islands/hydrate-island.tsx).
import type { ComponentType } from 'react';
import type { BlockName, PageBlock } from '../content/cms-types.ts';
import { blockDescriptors, isRegisteredBlock } from './registry.ts';

export type AnyBlockComponent = ComponentType<{ block: PageBlock; isFirst: boolean }>;

const loaded = new Map<BlockName, AnyBlockComponent>();

/** The block component for a name, if it is registered and already loaded. */
export function loadedBlock(name: BlockName): AnyBlockComponent | undefined {
  return loaded.get(name);
}

/** Loads the blocks of these names (unregistered names are ignored; BlockList reports them). */
export async function loadBlocks(names: Iterable<string>): Promise<void> {
  const missing = [...new Set(names)].filter((name): name is BlockName => isRegisteredBlock(name) && !loaded.has(name));
  await Promise.all(
    missing.map(async (name) => {
      const load = blockDescriptors[name].load as () => Promise<AnyBlockComponent>;
      loaded.set(name, await load());
    }),
  );
}

export function loadAllBlocks(): Promise<void> {
  return loadBlocks(Object.keys(blockDescriptors));
}
