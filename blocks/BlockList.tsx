import { type ComponentType, Fragment } from 'react';
import type { BlockHealthNote as Note } from '../content/block-health.ts';
import type { PageBlock } from '../content/cms-types.ts';
import { BlockHealthNote } from './health/BlockHealthNote.tsx';
import { loadedBlock } from './loaded-blocks.ts';
import { Island } from './islands/Island.tsx';
import { islandRuleOf, isRegisteredBlock, visitMemoryOf } from './registry.ts';
import { StaticBlock } from './StaticBlock.tsx';

const reportedMissing = new Set<string>();

/** Warns once per process about a block that cannot render: no React block yet, or not loaded before render. */
function reportSkipped(page: string, position: number, componentName: string, reason: string) {
  const key = `${page}:${componentName}`;
  if (reportedMissing.has(key)) return;
  reportedMissing.add(key);
  console.warn(JSON.stringify({ level: 'warn', event: 'content.block_skipped', page, position, componentName, reason }));
}

function renderedBlock(block: PageBlock, position: number, page: string) {
  const name = block.componentName;
  const registered = isRegisteredBlock(name);
  const island = islandRuleOf(name);
  const Block = registered ? loadedBlock(name) : undefined;
  if (!Block) {
    reportSkipped(page, position, name, registered ? 'block was not loaded before render' : 'no block registered for this componentName');
    return null;
  }
  const props = { block, isFirst: position === 0 };
  // An island on a content page is a root of its own, hydrated by its descriptor's rule; elsewhere it renders in place.
  if (island !== false)
    return <Island name={name} when={island} follows={visitMemoryOf(name)} component={Block as ComponentType<typeof props>} props={props} />;
  return (
    <StaticBlock name={name}>
      <Block {...props} />
    </StaticBlock>
  );
}

/** The page's blocks in order; in draft preview, `healthNotes` stand where the blocks the site skipped would have been. */
export function BlockList({ blocks, page, healthNotes = [] }: { blocks: readonly PageBlock[]; page: string; healthNotes?: readonly Note[] }) {
  const notesAt = (index: number) =>
    healthNotes.filter((note) => note.renderedIndex === index).map((note) => <BlockHealthNote key={`note:${note.position}`} note={note} />);
  return (
    <>
      {blocks.map((block, position) => (
        <Fragment key={`${block.__component}:${block.id}`}>
          {notesAt(position)}
          {renderedBlock(block, position, page)}
        </Fragment>
      ))}
      {notesAt(blocks.length)}
    </>
  );
}
