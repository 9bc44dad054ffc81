// The two day fields every admin screen of the site's figures asks first (form export, funnel): native date inputs,
// the last day included; an empty field sets no limit on its side.
import { Field, TextInput } from '@strapi/design-system';

type DayRangeFieldsProps = { from: string; to: string; onFromChange: (day: string) => void; onToChange: (day: string) => void };

export function DayRangeFields({ from, to, onFromChange, onToChange }: DayRangeFieldsProps) {
  return (
    <>
      <Field.Root name="from">
        <Field.Label>From (day)</Field.Label>
        <TextInput type="date" value={from} onChange={(event: { target: { value: string } }) => onFromChange(event.target.value)} />
      </Field.Root>
      <Field.Root name="to">
        <Field.Label>To (day, included)</Field.Label>
        <TextInput type="date" value={to} onChange={(event: { target: { value: string } }) => onToChange(event.target.value)} />
      </Field.Root>
    </>
  );
}
