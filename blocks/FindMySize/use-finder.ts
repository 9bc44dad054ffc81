// The finder's state: what was typed (kept as typed when the unit flips), the unit, and the reading shown, which is
// the answer or the messages beside the fields. It starts from the submitted query, so the server's render of a
// plain submission and the browser's agree; with nothing submitted, the visit's last measurements come back.
import { useEffect, useRef, useState } from 'react';
import { readMattress, typedFrom, type MattressReading, type MeasurementField, type MeasurementUnit } from '../../shop-rules/mattress-measurements.ts';
import type { FinderInput } from './finder-query.ts';
import { recallMattress, rememberMattress } from './remembered-mattress.ts';

export function useFinder(initial: FinderInput) {
  const [typed, setTyped] = useState(initial.typed);
  const [unit, setUnit] = useState(initial.unit);
  const [reading, setReading] = useState<MattressReading | null>(() => (initial.submitted ? readMattress(initial.typed, initial.unit) : null));

  // What the first render had: the effect below runs once, after hydration, on these.
  const firstRender = useRef({ submitted: initial.submitted, mattress: reading?.mattress ?? null });
  useEffect(() => {
    const { submitted, mattress } = firstRender.current;
    if (mattress) rememberMattress(mattress);
    if (submitted) return;
    const remembered = recallMattress();
    if (!remembered) return;
    setTyped(typedFrom(remembered));
    setUnit(remembered.unit);
    setReading({ mattress: remembered, errors: null });
    // Once, after hydration: the server knows nothing of this visit's storage.
  }, []);

  /** Reads the fields; the answer is remembered for the visit. Returns the first field in error, if any. */
  const submit = (): MeasurementField | null => {
    const next = readMattress(typed, unit);
    setReading(next);
    if (next.mattress) rememberMattress(next.mattress);
    return next.errors ? ((['width', 'length', 'depth'] as const).find((field) => next.errors[field]) ?? null) : null;
  };

  const change = (field: MeasurementField, value: string) => {
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

  return { typed, unit, reading, submit, change, changeUnit };
}
