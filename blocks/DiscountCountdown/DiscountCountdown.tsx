// Discount countdown (spec §2 "Other blocks"): heading, offer text and a live countdown to the CMS `endsAt`.
// The server renders the end date only; the ticking starts after hydration, so both renders match.
// Moving content needs a way to stop it (WCAG 2.2.2): 'Pause countdown' freezes the digits until 'Resume
// countdown'. Screen readers read the time left, in minutes, from a text that is not live; the polite live region
// speaks only when the shopper pauses or resumes, and when the offer ends.
import './DiscountCountdown.css';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import type { BlockProps } from '../block-descriptor.ts';
import {
  COUNTDOWN_ENDED_TEXT,
  COUNTDOWN_PAUSED_TEXT,
  COUNTDOWN_RESUMED_TEXT,
  countdownAnnouncement,
  endsAtLabel,
  startCountdown,
  type TimeLeft,
} from '../shared/countdown.ts';
import { surface } from '../shared/surface.ts';

/** The time left, ticking each second once hydrated unless paused; null before that or when `endsAt` is not a date. */
function useTimeLeft(endsAt: string, paused: boolean): TimeLeft | null {
  const hydrated = useHydrated();
  const [left, setLeft] = useState<TimeLeft | null>(null);
  useEffect(() => {
    const end = Date.parse(endsAt);
    if (!hydrated || Number.isNaN(end) || paused) return;
    return startCountdown(end, setLeft);
  }, [hydrated, endsAt, paused]);
  return left;
}

/** What the live region says: nothing until the shopper pauses or resumes, or the offer ends while the page is open. */
function useNotice(paused: boolean, ended: boolean): string {
  const [notice, setNotice] = useState('');
  const wasPaused = useRef(paused);
  useEffect(() => {
    if (wasPaused.current === paused) return;
    wasPaused.current = paused;
    setNotice(paused ? COUNTDOWN_PAUSED_TEXT : COUNTDOWN_RESUMED_TEXT);
  }, [paused]);
  useEffect(() => {
    if (ended) setNotice(COUNTDOWN_ENDED_TEXT);
  }, [ended]);
  return notice;
}

const UNITS = [
  { key: 'days', label: 'Days' },
  { key: 'hours', label: 'Hours' },
  { key: 'minutes', label: 'Minutes' },
  { key: 'seconds', label: 'Seconds' },
] as const;

export function DiscountCountdown({ block }: BlockProps<'DiscountCountdown'>) {
  const [paused, setPaused] = useState(false);
  const left = useTimeLeft(block.endsAt, paused);
  const label = endsAtLabel(block.endsAt);
  const ended = left?.ended ?? false;
  const notice = useNotice(paused, ended);
  const headingId = `discount-countdown-${block.id}`;
  const { className, style } = surface(block.backgroundColour);
  return (
    <section className={`discount-countdown ${className}`.trim()} style={style} aria-labelledby={headingId}>
      <div className="discount-countdown__inner container">
        <div className="discount-countdown__copy">
          <h2 id={headingId} className="discount-countdown__heading">
            {block.heading}
          </h2>
          {block.text && !ended && <p className="discount-countdown__text">{block.text}</p>}
          {label && (
            <p className="discount-countdown__ends">
              {ended ? 'This offer ended at ' : 'Offer ends at '}
              <time dateTime={block.endsAt}>{label}</time>, Sydney time.
            </p>
          )}
        </div>
        {ended ? (
          <p className="discount-countdown__ended">{COUNTDOWN_ENDED_TEXT}</p>
        ) : (
          label && (
            <div className="discount-countdown__clock">
              {/* Hidden from screen readers: they read the time left in minutes below instead. */}
              <div className="discount-countdown__timer" aria-hidden="true" data-ticking={left ? 'true' : 'false'}>
                {UNITS.map(({ key, label: unitLabel }) => (
                  <div key={key} className="discount-countdown__unit">
                    <span className="discount-countdown__value">{left ? String(left[key]).padStart(2, '0') : '00'}</span>
                    <span className="discount-countdown__label">{unitLabel}</span>
                  </div>
                ))}
              </div>
              {left && <p className="visually-hidden">{countdownAnnouncement(left)}</p>}
              {left && (
                <button type="button" className="discount-countdown__pause" onClick={() => setPaused(!paused)}>
                  {paused ? 'Resume countdown' : 'Pause countdown'}
                </button>
              )}
            </div>
          )
        )}
        <p className="visually-hidden" role="status">
          {notice}
        </p>
      </div>
    </section>
  );
}
