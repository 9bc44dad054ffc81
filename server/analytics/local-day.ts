// The brand counts its days where it trades (ANALYTICS_TIME_ZONE, Australia/Sydney by default): an event, an
// order and a visitor key belong to the local date they happened on, written '2026-11-28'.

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Whether the runtime knows the IANA time zone (config checks ANALYTICS_TIME_ZONE with it). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The local date of an instant in `timeZone`. */
export function localDay(epochMs: number, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(epochMs);
}

const DAY_MS = 86_400_000;
const asUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The date `days` after `day` (negative: before). */
export const addDays = (day: string, days: number): string => fromUtc(asUtc(day) + days * DAY_MS);

/** The Monday of `day`'s week (ISO weeks start on Monday). */
export function weekStart(day: string): string {
  const weekday = (new Date(asUtc(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Every date from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Whether `value` is a real date written YYYY-MM-DD. */
export const isDay = (value: string): boolean => DAY_PATTERN.test(value) && fromUtc(asUtc(value)) === value;
