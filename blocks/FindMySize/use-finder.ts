// The finder's state: what was typed (kept as typed when the unit flips), the unit, and the reading shown, which is
// the answer or the messages beside the fields. It starts from the submitted query, so the server's render of a
// plain submission and the browser's agree; with nothing submitted, the visit's last measurements come back, or
// those saved on the signed-in customer (fillIn) when the shopper has not started typing.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  MEASUREMENT_FIELDS,
  readMattress,
  typedFrom,
  type Mattress,
  type MattressReading,
  type MeasurementField,
  type MeasurementUnit,
} from '../../shop-rules/mattress-measurements.ts';
import type { FinderInput } from './finder-query.ts';
import { recallMattress, rememberMattress } from './remembered-mattress.ts';

export function useFinder(initial: FinderInput) {
  const [typed, setTyped] = useState(initial.typed);
  const [unit, setUnit] = useState(initial.unit);
  const [reading, setReading] = useState<MattressReading | null>(() => (initial.submitted ? readMattress(initial.typed, initial.unit) : null));

  // What the first render had: the effect below runs once, after hydration, on these.
  const firstRender = useRef({ submitted: initial.submitted, mattress: reading?.mattress ?? null });
  // Whether the finder shows something of this visit already (submitted, typed, remembered): then nothing fills it in.
  const occupied = useRef(initial.submitted);
  const show = useCallback((mattress: Mattress) => {
    occupied.current = true;
    setTyped(typedFrom(mattress));
    setUnit(mattress.unit);
    setReading({ mattress, errors: null });
  }, []);
  useEffect(() => {
    const { submitted, mattress } = firstRender.current;
    if (mattress) rememberMattress(mattress);
    if (submitted) return;
    const remembered = recallMattress();
    if (remembered) show(remembered);
    // Once, after hydration (show is stable): the server knows nothing of this visit's storage.
  }, [show]);

  /** Measurements saved on the customer, shown and remembered for the visit unless the finder is in use already. */
  const fillIn = useCallback(
    (mattress: Mattress) => {
      if (occupied.current) return;
      show(mattress);
      rememberMattress(mattress);
    },
    [show],
  );

  /** Reads the fields; the answer is remembered for the visit. Returns it, or the first field in error. */
  const submit = (): { mattress: Mattress; firstInvalid: null } | { mattress: null; firstInvalid: MeasurementField | null } => {
    occupied.current = true;
    const next = readMattress(typed, unit);
    setReading(next);
    if (next.mattress) {
      rememberMattress(next.mattress);
      return { mattress: next.mattress, firstInvalid: null };
    }
    return { mattress: null, firstInvalid: MEASUREMENT_FIELDS.find((field) => next.errors[field]) ?? null };
  };

  const change = (field: MeasurementField, value: string) => {
    occupied.current = true;
    setTyped((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message; the answer stays until the next submission.
    setReading((current) => {
      if (!current?.errors?.[field]) return current;
      const { [field]: _fixed, ...rest } = current.errors;
      return { mattress: null, errors: rest };
    });
  };

  /** The numbers stay as typed; an answer on show is read again in the new unit. */
  const changeUnit = (next: MeasurementUnit) => {
    setUnit(next);
    if (reading) {
      const again = readMattress(typed, next);
      setReading(again);
      if (again.mattress) rememberMattress(again.mattress);
    }
  };

  return { typed, unit, reading, submit, change, changeUnit, fillIn };
}
