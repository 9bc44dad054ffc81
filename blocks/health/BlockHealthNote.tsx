// In draft preview, a block the site skips shows here, in its place, instead of silently disappearing: which
// block, which field, and what the editor must fix in the CMS (content/block-health.ts words it).
import type { BlockHealthNote as Note } from '../../content/block-health.ts';
import './BlockHealthNote.css';

export function BlockHealthNote({ note }: { note: Note }) {
  const facts = [`Block ${note.position + 1} in the CMS`, note.componentName ?? 'no block kind', ...(note.field ? [`field ${note.field}`] : [])];
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
