// The note beside sizes and prices from the static catalogue (the shop cannot be reached): ordering resumes
// shortly, and what the shopper can do meanwhile. Shown by the size tiles of content pages and by /buy.
import './OrderingPausedNote.css';
import { ORDERING_PAUSED_HEADING, ORDERING_PAUSED_TEXT } from '../../shop-rules/constants.ts';

export function OrderingPausedNote({ className = '' }: { className?: string }) {
  return (
    <div className={`ordering-paused ${className}`.trim()} role="status">
      <p className="ordering-paused__heading">{ORDERING_PAUSED_HEADING}</p>
      <p className="ordering-paused__text">{ORDERING_PAUSED_TEXT}</p>
    </div>
  );
}
