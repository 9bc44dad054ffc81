// In draft preview, a block the site skips shows here, in its place, instead of silently disappearing: which
// block, which field, and what the editor must fix in the CMS (content/block-health.ts words it).
import type { BlockHealthNote as Note } from '../../content/block-health.ts';
import './BlockHealthNote.css';

export function BlockHealthNote({ note }: { note: Note }) {
  // Where to find it in the CMS's list of the page's blocks, in the names the CMS shows (the message names the field).
  const facts = [`Block ${note.position + 1} of the page’s blocks`, note.blockKind ?? 'a block of no known kind'];
  return (
    <aside className="block-health-note" aria-label="Content health: a block not shown on the live site">
      <div className="block-health-note__inner">
        <p className="block-health-note__label">Not shown on the live site</p>
        <p className="block-health-note__message">{note.message}</p>
        <p className="block-health-note__facts">{facts.join(' · ')}</p>
      </div>
    </aside>
  );
}
