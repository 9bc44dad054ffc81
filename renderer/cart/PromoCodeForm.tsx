// The promo-code field: applies a code to the shop cart, shows 'This promo code is invalid' when refused,
// and lists applied codes with a way to remove them.
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import type { RootStoreInstance } from '../../models/root-store.ts';

export const PromoCodeForm = observer(function PromoCodeForm({ store }: { store: RootStoreInstance }) {
  const id = useId();
  const [code, setCode] = useState('');
  const { cart } = store;
  return (
    <form
      className="cart-promo"
      onSubmit={(event) => {
        event.preventDefault();
        void cart.applyDiscount(code).then((ok) => ok && setCode(''));
      }}
    >
      <label htmlFor={id} className="cart-promo__label">
        Promo code
      </label>
      <div className="cart-promo__row">
        <input
          id={id}
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-describedby={cart.promoError ? `${id}-error` : undefined}
          autoComplete="off"
        />
        <button type="submit" className="button button--ghost cart-promo__apply">
          Apply
        </button>
      </div>
      {cart.promoError && (
        <p id={`${id}-error`} className="cart-promo__error" role="alert">
          {cart.promoError}
        </p>
      )}
      {cart.appliedDiscountCodes.map((applied) => (
        <p key={applied} className="cart-promo__applied">
          {applied}
          <button type="button" onClick={() => void cart.removeDiscount()}>
            Remove<span className="visually-hidden"> promo code {applied}</span>
          </button>
        </p>
      ))}
    </form>
  );
});
