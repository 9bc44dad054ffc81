// /account shows the measurements Find my size keeps on the customer, and forgets them on request: a plain form
// POST that deletes the customer metafield at the shop (metafieldsDelete), allowed whatever the privacy choices.
import { describe, expect, it } from 'vitest';
import { MEASUREMENTS_METAFIELD } from '../../../server/customer-accounts/saved-measurements.ts';
import { accountHarness, type Harness } from './support/account-harness.ts';

const ADA = 'gid://shopify/Customer/7001';
const FORGET = '/account/measurements/forget';

const saveAs = (site: Harness, mattress: string) =>
  site.visit('/api/account/measurements', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ mattress }) });
const accountHtml = async (site: Harness, path = '/account') => {
  const page = await site.visit(path);
  expect(page.status).toBe(200);
  return page.text();
};
const kept = (site: Harness) => site.data.metafield(ADA, MEASUREMENTS_METAFIELD.namespace, MEASUREMENTS_METAFIELD.key);

describe('measurements on /account', () => {
  it('shows what is kept, in the unit measured, and Forget deletes it at the shop', async () => {
    const site = await accountHarness();
    await site.signIn('ada@example.com');
    expect(await accountHtml(site)).toContain('No measurements are kept on your account.');
    await saveAs(site, '60x80x12.5in');
    const html = await accountHtml(site);
    expect(html).toContain('60 × 80 × 12.5 in (152.4 × 203.2 × 31.8 cm)');
    expect(html).toContain(`action="${FORGET}"`);

    const forgot = await site.visit(FORGET, { method: 'POST' });
    expect(forgot.status).toBe(303);
    expect(forgot.headers.get('location')).toBe('/account');
    expect(forgot.headers.get('cache-control')).toBe('private, no-store');
    expect(kept(site)).toBeUndefined();
    expect(await accountHtml(site)).toContain('No measurements are kept on your account.');
    // Forgetting twice is no error.
    expect((await site.visit(FORGET, { method: 'POST' })).headers.get('location')).toBe('/account');
  });

  it('Preferences off: /account reads nothing and says why, and Forget still deletes', async () => {
    const site = await accountHarness();
    await site.signIn('ada@example.com');
    await saveAs(site, '152x203x28cm');
    site.jar.set('privacy_choices', '1101');
    const html = await accountHtml(site);
    expect(html).toContain('Your privacy choices turn off Preferences');
    expect(html).not.toContain('152 × 203 × 28 cm');
    await site.visit(FORGET, { method: 'POST' });
    expect(kept(site)).toBeUndefined();
  });

  it('the shop away at Forget: back to /account, which still shows them and says they were not forgotten', async () => {
    const site = await accountHarness();
    await site.signIn('ada@example.com');
    await saveAs(site, '152x203x28cm');
    site.shop.down = true;
    const forgot = await site.visit(FORGET, { method: 'POST' });
    expect(forgot.headers.get('location')).toBe('/account?measurements_not_forgotten=1');
    site.shop.down = false;
    const html = await accountHtml(site, forgot.headers.get('location')!);
    expect(html).toContain('152 × 203 × 28 cm');
    expect(html).toContain('We couldn’t forget them just now.');
    expect(kept(site)).toBeDefined();
  });

  it('signed out, Forget goes to sign-in and deletes nothing', async () => {
    const site = await accountHarness();
    await site.signIn('ada@example.com');
    await saveAs(site, '152x203x28cm');
    site.jar.clear();
    const forgot = await site.visit(FORGET, { method: 'POST' });
    expect(forgot.status).toBe(303);
    expect(forgot.headers.get('location')).toBe('/account/login?return_to=%2Faccount');
    expect(kept(site)).toBeDefined();
  });
});
