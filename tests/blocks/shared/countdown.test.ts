import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownAnnouncement, endsAtLabel, startCountdown, type TimeLeft, timeLeft } from '../../../blocks/shared/countdown.ts';

const ENDS_AT = Date.parse('2027-03-31T13:00:00.000Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('time left', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(timeLeft(ENDS_AT, ENDS_AT - (3 * DAY + 4 * HOUR + 5 * MINUTE + 6 * SECOND))).toEqual({ ended: false, days: 3, hours: 4, minutes: 5, seconds: 6 });
  });

  it('counts a part-second as a whole one, so it never shows 0:0:0 while running', () => {
    expect(timeLeft(ENDS_AT, ENDS_AT - 300)).toEqual({ ended: false, days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('has ended at and after the end time, never going negative', () => {
    const ended = { ended: true, days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(timeLeft(ENDS_AT, ENDS_AT)).toEqual(ended);
    expect(timeLeft(ENDS_AT, ENDS_AT + DAY)).toEqual(ended);
  });
});

describe('the ticking countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks once a second, on the second, and stops once the offer has ended', () => {
    vi.setSystemTime(ENDS_AT - 3 * SECOND - 250);
    const ticks: TimeLeft[] = [];
    startCountdown(ENDS_AT, (left) => ticks.push(left));
    expect(ticks.map((t) => t.seconds)).toEqual([4]);
    vi.advanceTimersByTime(250);
    expect(ticks.map((t) => t.seconds)).toEqual([4, 3]);
    vi.advanceTimersByTime(3 * SECOND);
    expect(ticks.map((t) => t.seconds)).toEqual([4, 3, 2, 1, 0]);
    expect(ticks.at(-1)?.ended).toBe(true);
    vi.advanceTimersByTime(10 * SECOND);
    expect(ticks).toHaveLength(5);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rolls over minutes, hours and days', () => {
    vi.setSystemTime(ENDS_AT - (DAY + 1 * SECOND));
    const ticks: TimeLeft[] = [];
    startCountdown(ENDS_AT, (left) => ticks.push(left));
    vi.advanceTimersByTime(2 * SECOND);
    expect(ticks).toEqual([
      { ended: false, days: 1, hours: 0, minutes: 0, seconds: 1 },
      { ended: false, days: 1, hours: 0, minutes: 0, seconds: 0 },
      { ended: false, days: 0, hours: 23, minutes: 59, seconds: 59 },
    ]);
  });

  it('stops when told to', () => {
    vi.setSystemTime(ENDS_AT - HOUR);
    const onTick = vi.fn();
    const stop = startCountdown(ENDS_AT, onTick);
    vi.advanceTimersByTime(2 * SECOND);
    stop();
    vi.advanceTimersByTime(10 * SECOND);
    expect(onTick).toHaveBeenCalledTimes(3);
  });

  it('changes what screen readers hear at most once a minute', () => {
    vi.setSystemTime(ENDS_AT - 5 * MINUTE - 30 * SECOND);
    const heard: string[] = [];
    startCountdown(ENDS_AT, (left) => {
      const text = countdownAnnouncement(left);
      if (heard.at(-1) !== text) heard.push(text);
    });
    vi.advanceTimersByTime(3 * MINUTE);
    // From 5 min 30 s down to 2 min 30 s left: one change per whole minute passed.
    expect(heard).toEqual(['5 minutes left in this offer.', '4 minutes left in this offer.', '3 minutes left in this offer.', '2 minutes left in this offer.']);
  });
});

describe('countdown wording', () => {
  it('spells out the time left for a screen reader', () => {
    expect(countdownAnnouncement({ ended: false, days: 2, hours: 1, minutes: 30, seconds: 9 })).toBe('2 days, 1 hour and 30 minutes left in this offer.');
    expect(countdownAnnouncement({ ended: false, days: 0, hours: 0, minutes: 1, seconds: 59 })).toBe('1 minute left in this offer.');
    expect(countdownAnnouncement({ ended: true, days: 0, hours: 0, minutes: 0, seconds: 0 })).toBe('This offer has ended.');
  });

  it('names an end at midnight Sydney time after the day it closes', () => {
    expect(endsAtLabel('2027-03-31T13:00:00.000Z')).toBe('midnight on 31 March 2027');
  });

  it('names any other end time with its hour, in Sydney time', () => {
    expect(endsAtLabel('2027-04-02T06:30:00.000Z')).toBe('5:30 pm on 2 April 2027');
    expect(endsAtLabel('2027-06-01T02:05:00.000Z')).toBe('12:05 pm on 1 June 2027');
  });

  it('gives no label for a value that is not a date', () => {
    expect(endsAtLabel('soon')).toBeNull();
  });
});
