// The measurements a signed-in customer saved on their account (a customer metafield, server/customer-accounts/
// saved-measurements.ts), as the finder asks for them from the browser: content pages are shared and cached, so
// nothing of the customer is in the page; the island asks this endpoint, which is private and never stored.
import { mattressParam, type Mattress } from '../../shop-rules/mattress-measurements.ts';

export const SAVED_MEASUREMENTS_PATH = '/api/account/measurements';

/**
 * `saving`: whether the finder may offer to save. 'declined': the shopper's privacy choices turn off Preferences,
 * the purpose remembering measurements serves; 'unavailable': the shop's customer accounts did not answer.
 * `mattress`: the saved measurements in the /buy address's form ('152x203x28cm'), null when none.
 */
export type SavedMeasurementsAnswer = { signedIn: false } | { signedIn: true; mattress: string | null; saving: 'allowed' | 'declined' | 'unavailable' };

export type SaveOutcome = 'saved' | 'failed';

/** The saved measurements, or a signed-out answer when the site cannot tell (offline, the endpoint away). */
export async function fetchSavedMeasurements(): Promise<SavedMeasurementsAnswer> {
  try {
    const response = await fetch(SAVED_MEASUREMENTS_PATH, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    if (!response.ok) return { signedIn: false };
    return (await response.json()) as SavedMeasurementsAnswer;
  } catch {
    return { signedIn: false };
  }
}

/** Saves the measurements on the customer; a failure is told quietly, the visit keeps them either way. */
export async function saveMeasurements(mattress: Mattress): Promise<SaveOutcome> {
  try {
    const response = await fetch(SAVED_MEASUREMENTS_PATH, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ mattress: mattressParam(mattress) }),
    });
    return response.status === 204 ? 'saved' : 'failed';
  } catch {
    return 'failed';
  }
}
