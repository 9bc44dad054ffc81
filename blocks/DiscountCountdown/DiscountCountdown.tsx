// Discount countdown (spec §2 "Other blocks"): heading, offer text and a live countdown to the CMS `endsAt`.
// The server renders the end date only; the ticking starts after hydration, so both renders match.
import './DiscountCountdown.css';
import { useEffect, useState } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import type { BlockProps } from '../block-descriptor.ts';
import { countdownAnnouncement, endsAtLabel, startCountdown, type TimeLeft } from '../shared/countdown.ts';
import { surface } from '../shared/surface.ts';

/** The time left, ticking each second once hydrated; null before that or when `endsAt` is not a date. */
function useTimeLeft(endsAt: string): TimeLeft | null {
  const hydrated = useHydrated();
  const [left, setLeft] = useState<TimeLeft | null>(null);
  useEffect(() => {
    const end = Date.parse(endsAt);
    if (!hydrated || Number.isNaN(end)) return;
    return startCountdown(end, setLeft);
  }, [hydrated, endsAt]);
  return left;
}

const UNITS = [
  { key: 'days', label: 'Days' },
  { key: 'hours', label: 'Hours' },
  { key: 'minutes', label: 'Minutes' },
  { key: 'seconds', label: 'Seconds' },
] as const;

export function DiscountCountdown({ block }: BlockProps<'DiscountCountdown'>) {
  const left = useTimeLeft(block.endsAt);
  const label = endsAtLabel(block.endsAt);
  const ended = left?.ended ?? false;
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
          <p className="discount-countdown__ended">This offer has ended.</p>
        ) : (
          label && (
            // Hidden from screen readers: they hear the minute-by-minute announcement below instead.
            <div className="discount-countdown__timer" aria-hidden="true" data-ticking={left ? 'true' : 'false'}>
              {UNITS.map(({ key, label: unitLabel }) => (
                <div key={key} className="discount-countdown__unit">
                  <span className="discount-countdown__value">{left ? String(left[key]).padStart(2, '0') : '00'}</span>
                  <span className="discount-countdown__label">{unitLabel}</span>
                </div>
              ))}
            </div>
          )
        )}
        <p className="visually-hidden" aria-live="polite">
          {left ? countdownAnnouncement(left) : ''}
        </p>
      </div>
    </section>
  );
}
