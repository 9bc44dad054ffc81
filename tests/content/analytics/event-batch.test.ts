import { describe, expect, it } from 'vitest';
import { batchBody, checkBatch, eventProblems, MAX_BATCH_BYTES, MAX_BATCH_EVENTS } from '../../../content/analytics/event-batch.ts';
import { type AnalyticsEvent, EVENT_NAMES } from '../../../content/analytics/event-schema.ts';
import { campaignFromSearch } from '../../../content/analytics/campaign.ts';

const consent = { analytics: false, marketing: false, preferences: false, saleOfData: false };
const envelope = { path: '/buy', referrer: null, campaign: {}, consent };
const stepReached: AnalyticsEvent = { name: 'buy_step_reached', ...envelope, step: 3, appVersion: 'new' };

const check = (events: unknown[]) => {
  const body = batchBody(events as AnalyticsEvent[]);
  return checkBatch(JSON.parse(body), Buffer.byteLength(body));
};

/** One valid event of every kind, as the pages send them. */
const EVERY_KIND: AnalyticsEvent[] = [
  { name: 'page_viewed', ...envelope, path: '/', referrer: 'https://www.google.com', campaign: { utm_source: 'newsletter', gclid: 'Cj0KCQ-abc_1' } },
  { name: 'product_viewed', ...envelope, productId: 'gid://shopify/Product/1', variantId: 'gid://shopify/ProductVariant/4101331', version: 'premium' },
  { name: 'cart_viewed', ...envelope, lines: 2 },
  { name: 'product_added_to_cart', ...envelope, variantId: 'gid://shopify/ProductVariant/4101331', quantity: 1 },
  { name: 'product_removed_from_cart', ...envelope, variantId: 'gid://shopify/ProductVariant/4101331', quantity: 2 },
  { name: 'checkout_started', ...envelope, from: 'buy-step-4' },
  stepReached,
  { name: 'size_chosen', ...envelope, size: 'queen', appVersion: 'old' },
  { name: 'depth_chosen', ...envelope, depth: '26-30', appVersion: 'new' },
  { name: 'find_my_size_answered', ...envelope, path: '/find-my-size', size: 'king', band: '31-35', unit: 'in' },
  { name: 'find_my_size_answered', ...envelope, size: null, band: null, unit: 'cm' },
  { name: 'set_chosen', ...envelope, size: 'king', band: '31-35' },
  { name: 'form_sent', ...envelope, path: '/contact', formType: 'contact' },
  { name: 'notify_me', ...envelope, size: 'super-king', depth: '36-40' },
];

describe('analytics event batches', () => {
  it('takes one event of every kind the schema names', () => {
    expect(new Set(EVERY_KIND.map((event) => event.name))).toEqual(new Set(EVENT_NAMES));
    expect(check(EVERY_KIND)).toEqual({ ok: true, events: EVERY_KIND });
  });

  it('refuses an unknown event name, saying which event and what is known', () => {
    const result = check([stepReached, { ...envelope, name: 'purchase' }]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reasons[0]).toMatch(/^events\[1\]\.name "purchase" is not a known event \(page_viewed, product_viewed/);
  });

  it('refuses a field of the wrong type or outside its list, naming the field and the value', () => {
    expect(check([{ ...stepReached, step: '3' }])).toEqual({ ok: false, reasons: ['events[0].step must be a whole number from 0 to 4, got "3"'] });
    expect(check([{ ...stepReached, step: 5 }])).toEqual({ ok: false, reasons: ['events[0].step must be a whole number from 0 to 4, got 5'] });
    expect(check([{ ...stepReached, appVersion: 'V2' }])).toEqual({ ok: false, reasons: ["events[0].appVersion must be one of 'old', 'new', got \"V2\""] });
    expect(check([{ ...stepReached, consent: { ...consent, analytics: 'yes' } }])).toEqual({
      ok: false,
      reasons: ['events[0].consent.analytics must be true or false, got "yes"'],
    });
  });

  it('refuses a missing field and a missing envelope', () => {
    const { step: _step, ...withoutStep } = stepReached as Extract<AnalyticsEvent, { name: 'buy_step_reached' }>;
    expect(check([withoutStep])).toEqual({ ok: false, reasons: ['events[0].step is missing (a whole number from 0 to 4)'] });
    expect(eventProblems({ name: 'page_viewed' })).toEqual([
      'event.path is missing (a site path of lowercase slug segments (/, /faqs, /blog/how-to-measure))',
      'event.referrer is missing (an http(s) origin such as https://www.google.com, or null)',
      'event.campaign must be an object, got undefined',
      'event.consent must be an object, got undefined',
    ]);
  });

  it('has no place for an e-mail, a phone, a name or a message: extra fields are refused', () => {
    const form = { name: 'form_sent', ...envelope, formType: 'contact' };
    const result = check([{ ...form, email: 'ana@example.com', mobile: '0412345678', message: 'Hello' }]);
    expect(result).toEqual({
      ok: false,
      reasons: [
        'events[0].email is not a field of this event',
        'events[0].mobile is not a field of this event',
        'events[0].message is not a field of this event',
      ],
    });
  });

  it('refuses personal details hidden in the fields that hold text: path, referrer and campaign', () => {
    for (const path of ['/contact?email=ana@example.com', '/ana%40example.com', '/Ana Smith', 'https://example.com/faqs']) {
      expect(eventProblems({ ...stepReached, path })[0], path).toMatch(/^event\.path must be a site path/);
    }
    for (const referrer of ['https://mail.example.com/inbox?u=ana@example.com', 'https://ana@evil.example', 'android-app://x']) {
      expect(eventProblems({ ...stepReached, referrer })[0], referrer).toMatch(/^event\.referrer must be an http\(s\) origin/);
    }
    for (const campaign of [{ utm_term: 'ana@example.com' }, { utm_content: 'call 0412 345 678' }, { utm_campaign: 'x'.repeat(101) }, { gclid: 'a b' }]) {
      expect(eventProblems({ ...stepReached, campaign })[0], JSON.stringify(campaign)).toMatch(/^event\.campaign\.(utm_\w+|gclid) must be/);
    }
    expect(eventProblems({ ...stepReached, campaign: { utm_campaign: 'spring sale 2026-11-28' } })).toEqual([]);
  });

  it(`refuses more than ${MAX_BATCH_EVENTS} events, an empty batch, and anything but {"events": [...]}`, () => {
    expect(check(Array(MAX_BATCH_EVENTS).fill(stepReached)).ok).toBe(true);
    expect(check(Array(MAX_BATCH_EVENTS + 1).fill(stepReached))).toEqual({
      ok: false,
      overLimit: true,
      reasons: ['the batch holds 51 events; at most 50 are taken'],
    });
    expect(check([])).toEqual({ ok: false, reasons: ['the batch holds no events'] });
    expect(checkBatch([stepReached], 100)).toEqual({ ok: false, reasons: ['the body must be a JSON object {"events": [...]}'] });
    expect(checkBatch({ events: [stepReached], visitor: 'x' }, 100)).toEqual({ ok: false, reasons: ['the batch has fields besides "events": visitor'] });
  });

  it(`refuses a batch over ${MAX_BATCH_BYTES} bytes whatever it holds`, () => {
    expect(checkBatch({ events: [stepReached] }, MAX_BATCH_BYTES + 1)).toEqual({
      ok: false,
      overLimit: true,
      reasons: ['the batch is 16385 bytes; at most 16384 are taken'],
    });
  });

  it('names at most five problems', () => {
    const result = check(Array(10).fill({ ...stepReached, step: -1 }));
    expect(!result.ok && result.reasons).toHaveLength(5);
  });
});

describe('campaign parameters of a landing URL', () => {
  it('keeps the utm_* words and click ids that fit, and leaves out the rest', () => {
    expect(campaignFromSearch('?utm_source=google&utm_medium=cpc&utm_campaign=Spring%20sale&gclid=Cj0KCQjw-abc&utm_term=ana%40example.com&size=king')).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'Spring sale',
      gclid: 'Cj0KCQjw-abc',
    });
    expect(campaignFromSearch('fbclid=IwAR2x_Y&utm_content=%2B61%20412%20345%20678')).toEqual({ fbclid: 'IwAR2x_Y' });
  });
});
