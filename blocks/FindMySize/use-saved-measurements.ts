// Measurements saved on the signed-in customer: asked for once the finder hydrates (only in a browser that signed
// in), filled in when the finder is not in use, and saved again on each answer while the shopper's box is ticked.
// Nothing here can stop the finder: no answer, or a failed save, leaves it working for the visit as before.
import { useEffect, useState } from 'react';
import { mattressFromParam, type Mattress } from '../../shop-rules/mattress-measurements.ts';
import { SIGNED_IN_COOKIE } from './remembered-mattress-key.ts';
import { fetchSavedMeasurements, type SavedMeasurementsAnswer, saveMeasurements, type SaveOutcome } from './saved-measurements-api.ts';

const signedInHere = () => document.cookie.split(';').some((pair) => pair.trim().startsWith(`${SIGNED_IN_COOKIE}=`));

export type SavedMeasurements = {
  /** What the finder may offer: nothing until the site answers, or for a shopper not signed in. */
  offer: 'none' | 'ask' | 'declined';
  remember: boolean;
  setRemember: (remember: boolean) => void;
  outcome: SaveOutcome | null;
  /** After an answer: saves it when the shopper asked to. */
  answered: (mattress: Mattress) => void;
};

export function useSavedMeasurements(fillIn: (mattress: Mattress) => void): SavedMeasurements {
  const [answer, setAnswer] = useState<SavedMeasurementsAnswer | null>(null);
  const [remember, setRemember] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);

  useEffect(() => {
    if (!signedInHere()) return;
    let current = true;
    void fetchSavedMeasurements().then((found) => {
      if (!current) return;
      setAnswer(found);
      const saved = found.signedIn ? mattressFromParam(found.mattress) : null;
      if (!saved) return;
      // Saved before with the shopper's tick: it stays ticked, so the next answer replaces it.
      setRemember(true);
      fillIn(saved);
    });
    return () => {
      current = false;
    };
    // Once, after hydration: fillIn is the finder's one stable callback.
  }, [fillIn]);

  const offer = !answer?.signedIn || answer.saving === 'unavailable' ? 'none' : answer.saving === 'declined' ? 'declined' : 'ask';
  const answered = (mattress: Mattress) => {
    setOutcome(null);
    if (offer !== 'ask' || !remember) return;
    void saveMeasurements(mattress).then(setOutcome);
  };
  return {
    offer,
    remember,
    setRemember: (next) => {
      setRemember(next);
      setOutcome(null);
    },
    outcome,
    answered,
  };
}
