// The maths and wording of the discount countdown (spec §2 "Other blocks": a countdown to a CMS-given end).
// Plain functions, so the ticking can be tested with fake timers and rendered the same on server and browser.
import { browserTemporal, type TemporalCalendarParts } from './browser-temporal.ts';

export const COUNTDOWN_TICK_MS = 1000;
/** The time left screen readers read (never announced) changes at most this often. */
export const COUNTDOWN_ANNOUNCE_EVERY_MS = 60_000;
/** What the countdown's live region says, and only then: the shopper paused or resumed it, or the offer ended. */
export const COUNTDOWN_PAUSED_TEXT = 'Countdown paused.';
export const COUNTDOWN_RESUMED_TEXT = 'Countdown resumed.';
export const COUNTDOWN_ENDED_TEXT = 'This offer has ended.';
/** End times are spelled out in the brand's home time zone. */
export const COUNTDOWN_TIME_ZONE = 'Australia/Sydney';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type TimeLeft = { ended: boolean; days: number; hours: number; minutes: number; seconds: number };

/** Whole days, hours, minutes and seconds from `now` until `endsAt` (both epoch ms); never negative. */
export function timeLeft(endsAt: number, now: number): TimeLeft {
  const remaining = Math.max(0, endsAt - now);
  // Round up to the next whole second so the last second shows 00:00:01, not 00:00:00 while still running.
  const total = Math.ceil(remaining / SECOND) * SECOND;
  return {
    ended: remaining === 0,
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
    seconds: Math.floor((total % MINUTE) / SECOND),
  };
}

/**
 * Calls `onTick` now and on every whole second of the time left until the end (the last call has
 * ended: true). Returns a function that stops it.
 */
export function startCountdown(endsAt: number, onTick: (left: TimeLeft) => void, now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    const current = now();
    const left = timeLeft(endsAt, current);
    onTick(left);
    if (left.ended) return;
    // Wait until the displayed second changes, so the timer does not drift.
    const untilNextSecond = (endsAt - current) % COUNTDOWN_TICK_MS || COUNTDOWN_TICK_MS;
    timer = setTimeout(tick, untilNextSecond);
  };
  tick();
  return () => clearTimeout(timer);
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** What a screen reader hears: minutes at most, so the text changes at most once a minute. */
export function countdownAnnouncement(left: TimeLeft): string {
  if (left.ended) return COUNTDOWN_ENDED_TEXT;
  const parts = [
    left.days > 0 ? plural(left.days, 'day') : null,
    left.days > 0 || left.hours > 0 ? plural(left.hours, 'hour') : null,
    plural(left.minutes, 'minute'),
  ].filter((part): part is string => part !== null);
  const spoken = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `${spoken} left in this offer.`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * Calendar parts of `instant` in `timeZone`, as numbers (locale-independent, so server and browser agree). Temporal
 * where the browser has it: a first Intl.DateTimeFormat loads locale data, some 200 ms of a mid-range phone's
 * main thread while the countdown hydrates, against about 10 ms.
 */
function zonedParts(instant: number, timeZone: string): TemporalCalendarParts {
  const instantOf = browserTemporal()?.Instant;
  if (instantOf) {
    const { year, month, day, hour, minute } = instantOf.fromEpochMilliseconds(instant).toZonedDateTimeISO(timeZone);
    return { year, month, day, hour, minute };
  }
  const format = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute) };
}

/**
 * When the offer ends, in words and in `timeZone`: 'midnight on 31 March 2027' for an end at 00:00 (the end
 * of the day before), else '5:30 pm on 2 April 2027'. Null when `endsAt` is not a date.
 */
export function endsAtLabel(endsAt: string, timeZone = COUNTDOWN_TIME_ZONE): string | null {
  const instant = Date.parse(endsAt);
  if (Number.isNaN(instant)) return null;
  const parts = zonedParts(instant, timeZone);
  const midnight = parts.hour === 0 && parts.minute === 0;
  const day = midnight ? zonedParts(instant - MINUTE, timeZone) : parts;
  const date = `${day.day} ${MONTHS[day.month - 1]} ${day.year}`;
  if (midnight) return `midnight on ${date}`;
  const hour12 = parts.hour % 12 === 0 ? 12 : parts.hour % 12;
  return `${hour12}:${String(parts.minute).padStart(2, '0')} ${parts.hour < 12 ? 'am' : 'pm'} on ${date}`;
}
