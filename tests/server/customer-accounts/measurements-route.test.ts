// The finder's endpoint for measurements saved on the customer: private and never stored; saved only for a
// signed-in customer whose privacy choices leave Preferences on; read back on another browser's sign-in; bad
// input refused; the shop away answered quietly, so the finder carries on as for a visit.
import { describe, expect, it } from 'vitest';
import { MEASUREMENTS_METAFIELD } from '../../../server/customer-accounts/saved-measurements.ts';
import { accountHarness, type Harness } from './support/account-harness.ts';

const ADA = 'gid://shopify/Customer/7001';
const PATH = '/api/account/measurements';

const put = (site: Harness, body: unknown, headers: Record<string, string> = {}) =>
  site.visit(PATH, { method: 'PUT', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
const read = async (site: Harness, headers: Record<string, string> = {}) => {
  const response = await site.visit(PATH, { headers });
  return { response, json: (await response.json()) as Record<string, unknown> };
};

describe('saved measurements', () => {
  it('signing in leaves a scripts-readable "signed in" hint, never the session; signing out takes both', async () => {
    const site = await accountHarness();
    await site.signIn('ada@example.com');
    expect(site.jar.get('signed_in')).toBe('1');
    expect(site.jar.get('lt_token')).not.toBe('1');
    await site.visit('/account/logout', { method: 'POST' });
    expect(site.jar.has('signed_in')).toBe(false);
    expect(site.jar.has('lt_token')).toBe(false);
  });

  it('not signed in: nothing to read, nothing saved, and a stale hint is cleared', async () => {
    const site = await accountHarness();
    site.jar.set('signed_in', '1');
    const { response, json } = await read(site);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(json).toEqual({ signedIn: false });
    expect(site.jar.has('signed_in')).toBe(false);
    expect((await put(site, { mattress: '152x203x28cm' })).status).toBe(401);
  });

  it('saved as the customer metafield and read back after signing in on another browser', async () => {
    const phone = await accountHarness();
    await phone.signIn('ada@example.com');
    expect((await read(phone)).json).toEqual({ signedIn: true, mattress: null, saving: 'allowed' });

    const saved = await put(phone, { mattress: '60x80x12.5in' });
    expect(saved.status).toBe(204);
    expect(saved.headers.get('cache-control')).toBe('private, no-store');
    const stored = phone.data.metafield(ADA, MEASUREMENTS_METAFIELD.namespace, MEASUREMENTS_METAFIELD.key);
    expect(stored).toMatchObject({ type: 'json' });
    expect(JSON.parse(stored!.value)).toEqual({ unit: 'in', width: 60, length: 80, depth: 12.5 });

    // Another browser: a new sign-in, the same customer.
    phone.jar.clear();
    await phone.signIn('ada@example.com');
    expect((await read(phone)).json).toEqual({ signedIn: true, mattress: '60x80x12.5in', saving: 'allowed' });

    // Ben signed in finds nothing of Ada's.
    phone.jar.clear();
    await phone.signIn('ben@example.com');
    expect((await read(phone)).json).toEqual({ signedIn: true, mattress: null, saving: 'allowed' });
  });

  it('privacy choices with Preferences off: nothing saved and nothing read, and the finder is told why', async () => {
    const site = await accountHarness();
    await site.signIn('ada@example.com');
    await put(site, { mattress: '152x203x28cm' });
    site.jar.set('privacy_choices', '1101');
    expect((await read(site)).json).toEqual({ signedIn: true, mattress: null, saving: 'declined' });
    expect((await put(site, { mattress: '183x203x40cm' })).status).toBe(403);
    site.jar.set('privacy_choices', '0010');
    expect((await read(site)).json).toEqual({ signedIn: true, mattress: '152x203x28cm', saving: 'allowed' });
  });

  it('refuses what is not three measurements and a unit, and anything but JSON', async () => {
    const site = await accountHarness();
    await site.signIn('ada@example.com');
    for (const mattress of ['', '152x203cm', '0x203x28cm', '152x203x28mm', 'x'.repeat(5000), 42]) {
      expect((await put(site, { mattress })).status).toBe(400);
    }
    const form = await site.visit(PATH, { ...site.form({ mattress: '152x203x28cm' }), method: 'PUT' });
    expect(form.status).toBe(415);
    expect(site.data.metafield(ADA, MEASUREMENTS_METAFIELD.namespace, MEASUREMENTS_METAFIELD.key)).toBeUndefined();
  });

  it('a value edited by hand in the shop that is not measurements reads as none', async () => {
    const site = await accountHarness();
    await site.signIn('ada@example.com');
    const { namespace, key, type } = MEASUREMENTS_METAFIELD;
    site.data.setMetafield(ADA, { namespace, key, type, value: '{"unit":"furlong","width":1}', updatedAt: new Date().toISOString() });
    expect((await read(site)).json).toEqual({ signedIn: true, mattress: null, saving: 'allowed' });
  });

  it('the shop away: reading says saving is unavailable, saving answers 503, and no error page', async () => {
    const site = await accountHarness();
    await site.signIn('ada@example.com');
    site.shop.down = true;
    const { response, json } = await read(site);
    expect(response.status).toBe(200);
    expect(json).toEqual({ signedIn: true, mattress: null, saving: 'unavailable' });
    const saved = await put(site, { mattress: '152x203x28cm' });
    expect(saved.status).toBe(503);
    expect(saved.headers.get('content-type')).toContain('application/json');
  });
});
