// A failed cart call, said plainly, with 'Try again' when the call can be repeated (cart modal and step 4).
import { observer } from 'mobx-react-lite';
import type { CartStoreInstance } from '../../models/cart-store.ts';

export const CartErrorNotice = observer(function CartErrorNotice({ cart, className }: { cart: CartStoreInstance; className: string }) {
  if (!cart.errorMessage) return null;
  return (
    <div className={className} role="alert">
      <p>{cart.errorMessage}</p>
      {cart.canRetry && (
        <button type="button" className="button button--ghost" onClick={() => void cart.retry()}>
          Try again
        </button>
      )}
    </div>
  );
});
