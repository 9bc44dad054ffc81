// The inline script that holds taps on islands until the page's script arrives (early-taps.ts), first in the body so
// it listens before the header can be tapped.
import { EARLY_TAPS_SCRIPT } from './early-taps.ts';

export function EarlyTapsScript() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />;
}
