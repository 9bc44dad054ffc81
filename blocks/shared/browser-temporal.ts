// The parts of the TC39 Temporal API the site reads, where the runtime has them (recent Chromium and Firefox; not
// every browser yet). TypeScript's lib has no Temporal types, so these say what is used. Both readers fall back to
// Intl, whose first formatter costs a page 50–290 ms of main thread that Temporal does not.

export type TemporalCalendarParts = { year: number; month: number; day: number; hour: number; minute: number };

type TemporalSubset = {
  Now?: { timeZoneId?: () => string };
  Instant?: { fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(timeZone: string): TemporalCalendarParts } };
};

/** The runtime's Temporal, or null where it has none. */
export function browserTemporal(): TemporalSubset | null {
  return (globalThis as { Temporal?: TemporalSubset }).Temporal ?? null;
}
