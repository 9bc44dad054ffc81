// Centimetres or inches: two radio buttons drawn as one switch, so the choice is posted with a plain form too.
import { MEASUREMENT_UNITS, type MeasurementUnit } from '../../shop-rules/mattress-measurements.ts';

const UNIT_LABELS: Record<MeasurementUnit, string> = { cm: 'Centimetres', in: 'Inches' };

export function UnitSwitch({ name, unit, onChange }: { name: string; unit: MeasurementUnit; onChange: (unit: MeasurementUnit) => void }) {
  return (
    <fieldset className="unit-switch">
      <legend className="unit-switch__legend">Measured in</legend>
      <div className="unit-switch__options">
        {MEASUREMENT_UNITS.map((option) => (
          <label key={option} className="unit-switch__option">
            <input type="radio" name={name} value={option} checked={unit === option} onChange={() => onChange(option)} />
            <span>{UNIT_LABELS[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
