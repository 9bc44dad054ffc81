// 'Notify me' beside a SOLD OUT label: opens the sold-out notification modal. It needs JavaScript, so it
// appears only once the page is hydrated (without it the tile simply reads SOLD OUT).
import './NotifyMeButton.css';
import { useHydrated } from 'vike-react/useHydrated';
import { NOTIFY_ME_LABEL } from '../../shop-rules/constants.ts';

/** `item` completes the accessible name: 'Notify me when King, 36-40 cm is back'. */
export function NotifyMeButton({ item, onClick }: { item: string; onClick: () => void }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button type="button" className="notify-me" aria-haspopup="dialog" onClick={onClick}>
      {NOTIFY_ME_LABEL}
      <span className="visually-hidden"> when {item} is back</span>
    </button>
  );
}
