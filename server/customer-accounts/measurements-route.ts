// The finder's endpoint for the measurements saved on the signed-in customer (blocks/FindMySize/saved-measurements-api.ts):
// GET reads them, PUT saves the last ones; /account's Forget deletes them. Remembering measurements serves the Customer Privacy API's 'preferences'
// purpose: privacy choices that turn it off mean nothing is read or saved; the shopper's tick in the finder is the
// ask. Per customer, so private and never stored; the shop away or refusing is told quietly, never as an error page.
import { type Context, Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { SIGNED_IN_COOKIE } from '../../blocks/FindMySize/remembered-mattress-key.ts';
import { SAVED_MEASUREMENTS_PATH, type SavedMeasurementsAnswer } from '../../blocks/FindMySize/saved-measurements-api.ts';
import { mattressFromParam, mattressParam } from '../../shop-rules/mattress-measurements.ts';
import { PRIVATE_NO_STORE } from '../caching/cache-control.ts';
import { log } from '../logging/logger.ts';
import { ACCOUNT_PATHS, signInPath } from './account-paths.ts';
import { type CustomerAccountClient, isAccountServiceFailure } from './customer-account-client.ts';
import { FORGET_MEASUREMENTS_PATH, NOT_FORGOTTEN_PARAM } from './account-measurements.ts';
import { forgetMeasurementsOnCustomer, preferencesDeclined, readSavedMeasurements, saveMeasurementsOnCustomer } from './saved-measurements.ts';
import type { CustomerAccessToken } from './signed-in-customer.ts';

export type MeasurementsRouteOptions = { client: CustomerAccountClient; customerAccessToken: CustomerAccessToken };

/** No remembered choice yet leaves it to the finder's ask. */
const declinedBy = (c: Context) => preferencesDeclined(c.req.header('Cookie') ?? '');

export function measurementsRoute({ client, customerAccessToken }: MeasurementsRouteOptions): Hono {
  const app = new Hono();
  app.use(SAVED_MEASUREMENTS_PATH, async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', PRIVATE_NO_STORE);
  });

  app.get(SAVED_MEASUREMENTS_PATH, async (c) => {
    const token = await customerAccessToken(c);
    if (!token) {
      // The browser's hint is stale: the finder need not hydrate at once for this visitor any more.
      deleteCookie(c, SIGNED_IN_COOKIE, { path: '/' });
      return c.json({ signedIn: false } satisfies SavedMeasurementsAnswer);
    }
    if (declinedBy(c)) return c.json({ signedIn: true, mattress: null, saving: 'declined' } satisfies SavedMeasurementsAnswer);
    try {
      const saved = await readSavedMeasurements(client, token);
      return c.json({ signedIn: true, mattress: saved ? mattressParam(saved) : null, saving: 'allowed' } satisfies SavedMeasurementsAnswer);
    } catch (error) {
      if (!isAccountServiceFailure(error)) throw error;
      log.warn('customer_accounts.unavailable', { step: 'measurements_read', reason: error.message });
      return c.json({ signedIn: true, mattress: null, saving: 'unavailable' } satisfies SavedMeasurementsAnswer);
    }
  });

  app.put(SAVED_MEASUREMENTS_PATH, async (c) => {
    // JSON only: a form on another site cannot send it without the browser asking this one first.
    if (!(c.req.header('Content-Type') ?? '').startsWith('application/json')) return c.json({ error: 'Send the measurements as JSON.' }, 415);
    const body = (await c.req.json().catch(() => null)) as { mattress?: unknown } | null;
    const mattress = typeof body?.mattress === 'string' ? mattressFromParam(body.mattress) : null;
    if (!mattress) return c.json({ error: 'mattress must be three measurements and a unit, as 152x203x28cm.' }, 400);
    const token = await customerAccessToken(c);
    if (!token) return c.json({ error: 'Sign in to save measurements on your account.' }, 401);
    if (declinedBy(c)) return c.json({ error: 'Your privacy choices turn off Preferences: nothing is saved.' }, 403);
    try {
      await saveMeasurementsOnCustomer(client, token, mattress);
      return c.body(null, 204);
    } catch (error) {
      if (!isAccountServiceFailure(error)) throw error;
      log.warn('customer_accounts.unavailable', { step: 'measurements_save', reason: error.message });
      return c.json({ error: 'The measurements could not be saved on the account just now.' }, 503);
    }
  });

  // /account's Forget, a plain form POST: always allowed (forgetting needs no consent), then back to /account.
  app.post(FORGET_MEASUREMENTS_PATH, async (c) => {
    c.header('Cache-Control', PRIVATE_NO_STORE);
    const token = await customerAccessToken(c);
    if (!token) return c.redirect(signInPath(), 303);
    try {
      await forgetMeasurementsOnCustomer(client, token);
      return c.redirect(ACCOUNT_PATHS.account, 303);
    } catch (error) {
      if (!isAccountServiceFailure(error)) throw error;
      log.warn('customer_accounts.unavailable', { step: 'measurements_forget', reason: error.message });
      return c.redirect(`${ACCOUNT_PATHS.account}?${NOT_FORGOTTEN_PARAM}=1`, 303);
    }
  });

  return app;
}
