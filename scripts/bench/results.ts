// What each benchmark hands `npm run bench` (scripts/bench-all.ts) when given `--json <file>`: its measures
// against their goals, so one table can show every goal with the value measured and its ratio to the goal.
import { writeFileSync } from 'node:fs';

export type BenchMeasure = {
  measure: string;
  /** The goal's bound, in `unit`. */
  goal: number;
  value: number;
  unit: string;
  /** Whether the goal is a ceiling (`max`: value ≤ goal) or a floor (`min`: value ≥ goal). */
  bound: 'max' | 'min';
};

export const goalMet = (m: BenchMeasure) => (m.bound === 'max' ? m.value <= m.goal : m.value >= m.goal);

export function writeMeasures(file: string | undefined, measures: readonly BenchMeasure[]): void {
  if (file) writeFileSync(file, `${JSON.stringify(measures, null, 2)}\n`);
}
