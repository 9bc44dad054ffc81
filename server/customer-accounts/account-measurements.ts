// The measurements kept on the customer, as /account shows them: the set of numbers with a way to forget them, word
// that none are kept, that the shopper's privacy choices turn Preferences off (so none are read), or nothing at all
// when the shop does not answer for them (the orders still show).
import type { AccountMeasurements } from '../../pages/account/account-page-data.ts';
import { mattressText } from '../../shop-rules/mattress-measurements.ts';
import { log } from '../logging/logger.ts';
import { type CustomerAccountClient, isAccountServiceFailure } from './customer-account-client.ts';
import { preferencesDeclined, readSavedMeasurements } from './saved-measurements.ts';

/** /account's form that deletes the metafield; answered by measurements-route.ts. */
export const FORGET_MEASUREMENTS_PATH = '/account/measurements/forget';
/** /account's query after Forget: the shop did not delete them. */
export const NOT_FORGOTTEN_PARAM = 'measurements_not_forgotten';

export async function accountMeasurementsOf(client: CustomerAccountClient, accessToken: string, cookies: string): Promise<AccountMeasurements> {
  if (preferencesDeclined(cookies)) return { state: 'declined' };
  try {
    const saved = await readSavedMeasurements(client, accessToken);
    return saved ? { state: 'saved', text: mattressText(saved), forgetPath: FORGET_MEASUREMENTS_PATH } : { state: 'none' };
  } catch (error) {
    if (!isAccountServiceFailure(error)) throw error;
    log.warn('customer_accounts.unavailable', { step: 'account_measurements', reason: error.message });
    return { state: 'unavailable' };
  }
}
