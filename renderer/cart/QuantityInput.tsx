// Quantity of one cart line: whole numbers 0–30. The store shows the change at once and sends only the last
// value after 300 ms of quiet; half-typed text is kept here until it is a valid number. 0 removes the line, so
// it asks first, as Remove does (`onZero`): the field shows the quantity the line still has meanwhile.
import { useEffect, useId, useState } from 'react';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../shop-rules/constants.ts';

type Props = { quantity: number; label: string; onChange: (quantity: number) => void; onZero?: () => void };

export function QuantityInput({ quantity, label, onChange, onZero }: Props) {
  const id = useId();
  const [text, setText] = useState(String(quantity));
  useEffect(() => setText(String(quantity)), [quantity]);
  return (
    <span className="cart-line__quantity">
      <label htmlFor={id} className="visually-hidden">
        {`Quantity of ${label}`}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        step={1}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          if (onZero && next.trim() !== '' && Number(next) === 0) {
            setText(String(quantity));
            onZero();
            return;
          }
          setText(next);
          // Refused values (over 30, fractions) stay in the field until blur; the line keeps its quantity.
          if (next.trim() !== '') onChange(Number(next));
        }}
        onBlur={() => {
          if (text.trim() === '' || !Number.isInteger(Number(text))) setText(String(quantity));
        }}
      />
    </span>
  );
}
