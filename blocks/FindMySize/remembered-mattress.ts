// 'The finder remembers the last measurements for the visit': kept in the tab's session storage, in the same
// short form as the /buy address, and forgotten when the visit ends. Storage that refuses (private modes) is no loss.
import { mattressFromParam, mattressParam, type Mattress } from '../../shop-rules/mattress-measurements.ts';
import { REMEMBERED_MATTRESS_KEY } from './remembered-mattress-key.ts';

export function rememberMattress(mattress: Mattress): void {
  try {
    sessionStorage.setItem(REMEMBERED_MATTRESS_KEY, mattressParam(mattress));
  } catch {
    // Nothing to do: the finder simply starts empty next time.
  }
}

export function recallMattress(): Mattress | null {
  try {
    return mattressFromParam(sessionStorage.getItem(REMEMBERED_MATTRESS_KEY));
  } catch {
    return null;
  }
}
