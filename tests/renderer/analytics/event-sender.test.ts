import { describe, expect, it } from 'vitest';
import { ALL_ALLOWED } from '../../../content/analytics/consent-rules.ts';
import type { AnalyticsEvent } from '../../../content/analytics/event-schema.ts';
import { createEventSender, EVENT_BATCH_WINDOW_MS } from '../../../renderer/analytics/event-sender.ts';

const viewed = (path: string): AnalyticsEvent => ({ name: 'page_viewed', path, referrer: null, campaign: {}, consent: ALL_ALLOWED });

function harness(beaconTakes: boolean | null) {
  const beacons: string[] = [];
  const fetched: { url: string; init: RequestInit }[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const sender = createEventSender(
    {
      beacon:
        beaconTakes === null
          ? undefined
          : (url, body) => {
              expect(url).toBe('/api/events');
              if (beaconTakes) beacons.push(body);
              return beaconTakes;
            },
      fetch: async (url, init) => void fetched.push({ url, init }),
    },
    (run, ms) => timers.push({ run, ms }),
  );
  return { sender, beacons, fetched, timers };
}

describe('event sender', () => {
  it('what is tracked within a second goes in one beacon, once', () => {
    const { sender, beacons, timers } = harness(true);
    sender.track(viewed('/'));
    sender.track(viewed('/faqs'));
    expect(beacons).toEqual([]);
    expect(timers).toHaveLength(1);
    expect(timers[0]!.ms).toBe(EVENT_BATCH_WINDOW_MS);
    timers[0]!.run();
    expect(beacons.map((body) => JSON.parse(body).events.map((event: AnalyticsEvent) => event.path))).toEqual([['/', '/faqs']]);
    sender.flush();
    expect(beacons).toHaveLength(1);
  });

  it('a page being hidden sends at once; a refused beacon falls back to a keepalive fetch', () => {
    const { sender, fetched } = harness(false);
    sender.track(viewed('/products'));
    sender.flush();
    expect(fetched).toHaveLength(1);
    expect(fetched[0]!.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(fetched[0]!.init.body as string).events[0].path).toBe('/products');
  });

  it('never sends more than a batch may hold in one request', () => {
    const { sender, fetched } = harness(null);
    for (let index = 0; index < 60; index++) sender.track(viewed('/'));
    sender.flush();
    expect(fetched.map(({ init }) => JSON.parse(init.body as string).events.length)).toEqual([50, 10]);
  });
});
