// The brand colour field's input: each colour by its name with a swatch of the colour the site paints, so an
// editor picks "Sage green", not "sage-green"; the code is what is saved (the site's API does not change).
// Built like Strapi's own enumeration input (Field + SingleSelect), so errors, hints and required behave the same.
import { Box, Field, Flex, SingleSelect, SingleSelectOption, Typography } from '@strapi/design-system';
import colours from './colours.generated.json';

type Colour = { value: string; label: string; swatch: string };
type Props = {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  value?: string | null;
  onChange: (name: string, value: string | null) => void;
  attribute: { enum?: string[] };
};

/** A round sample of the colour; "see-through" shows as a chequer so it is not mistaken for white. */
function Swatch({ swatch }: { swatch: string }) {
  const see = swatch === 'transparent';
  return (
    <Box
      aria-hidden
      style={{
        width: 16,
        height: 16,
        borderRadius: '50%',
        border: '1px solid rgba(0, 0, 0, 0.25)',
        background: see ? 'repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 50% / 8px 8px' : swatch,
      }}
    />
  );
}

export default function ColourInput({ name, label, hint, required, disabled, error, value, onChange, attribute }: Props) {
  const allowed = new Set(attribute.enum ?? (colours as Colour[]).map((c) => c.value));
  const options = (colours as Colour[]).filter((c) => allowed.has(c.value));
  const current = options.find((c) => c.value === value);
  return (
    <Field.Root name={name} hint={hint} error={error} required={required}>
      <Field.Label>{label}</Field.Label>
      <SingleSelect
        value={value ?? ''}
        disabled={disabled}
        placeholder="Choose a colour"
        startIcon={current ? <Swatch swatch={current.swatch} /> : undefined}
        onChange={(picked: string | number) => onChange(name, picked === '' ? null : String(picked))}
      >
        {options.map((colour) => (
          <SingleSelectOption key={colour.value} value={colour.value} startIcon={<Swatch swatch={colour.swatch} />}>
            <Flex gap={2}>
              <Typography>{colour.label}</Typography>
            </Flex>
          </SingleSelectOption>
        ))}
      </SingleSelect>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
}
