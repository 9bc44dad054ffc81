// The bottom bar: Back (steps 2 and 3 only), Next, and on step 3 both ways to finish.
//
// How the configured set reaches the cart (the spec leaves it open): on step 3 'Checkout' goes straight to the
// shop's checkout for the chosen variant × 1, as the spec says, without touching the cart; 'Add to cart' adds the
// set as a new cart line (lines already in the cart are never replaced or dropped) and moves to the step 4
// summary, whose Checkout takes the whole cart to the shop. Every control is a plain link first, so the core
// path (size → depth → checkout) also works without JavaScript. While the static catalogue is shown both wait
// for the shop: they read as disabled, say why, and a press asks the shop again.
import { observer } from 'mobx-react-lite';
import { interceptClick } from '../../blocks/shared/intercept-click.ts';
import { CHECKOUT_PATH, variantCheckoutHref } from '../../shop-rules/checkout-links.ts';
import type { RootStoreInstance } from '../../models/root-store.ts';
import { CHECKOUT_LABEL, LAST_STEP, ORDERING_PAUSED_REASON } from '../../shop-rules/constants.ts';
import { buyHref } from '../../shop-rules/buy-url.ts';

export const ADD_TO_CART_LABEL = 'Add to cart';
const PAUSED_REASON_ID = 'buy-ordering-paused-reason';

type BuyBottomBarProps = { store: RootStoreInstance; cartReady: boolean; onAddToCart: () => void; onRecheckShop: () => void };

/** A control that waits for the shop: focusable, described by the reason, and a press asks the shop again. */
function WaitingForShop({ className, label, onPress }: { className: string; label: string; onPress: () => void }) {
  return (
    <button type="button" className={className} aria-disabled="true" aria-describedby={PAUSED_REASON_ID} onClick={onPress}>
      {label}
    </button>
  );
}

export const BuyBottomBar = observer(function BuyBottomBar({ store, cartReady, onAddToCart, onRecheckShop }: BuyBottomBarProps) {
  const flow = store.buyFlow;
  const query = store.buyFlow.urlQuery;
  const step = flow.currentStep;
  const variant = flow.filters.variant;
  const waiting = store.catalog.orderingPaused && step >= 3;
  const nextHref =
    step === 3 && variant
      ? variantCheckoutHref(variant, flow.premiumPackaging, flow.mattressText)
      : step === LAST_STEP
        ? CHECKOUT_PATH
        : buyHref(query, { step: step + 1 });
  const cartEmpty = step === LAST_STEP && (!cartReady || store.cart.isEmpty);
  return (
    <div className="buy-bottom">
      <div className="buy-bottom__inner container">
        {flow.canGoBack ? (
          <a className="buy-bottom__back" href={buyHref(query, { step: step - 1 })} onClick={interceptClick(() => flow.back())}>
            <span aria-hidden="true">←</span> Back
          </a>
        ) : null}
        {waiting && (
          <p id={PAUSED_REASON_ID} className="buy-bottom__reason">
            {ORDERING_PAUSED_REASON}
          </p>
        )}
        <div className="buy-bottom__actions">
          {step === 3 &&
            (waiting ? (
              <WaitingForShop className="button button--ghost buy-bottom__add" label={ADD_TO_CART_LABEL} onPress={onRecheckShop} />
            ) : (
              <button type="button" className="button button--ghost buy-bottom__add" onClick={onAddToCart}>
                {ADD_TO_CART_LABEL}
              </button>
            ))}
          {!cartEmpty &&
            (waiting ? (
              <WaitingForShop className="button buy-bottom__next" label={CHECKOUT_LABEL} onPress={onRecheckShop} />
            ) : (
              <a className="button buy-bottom__next" href={nextHref} data-vike={step >= 3 ? 'false' : undefined} onClick={interceptClick(() => flow.next())}>
                {step >= 3 ? CHECKOUT_LABEL : flow.nextLabel}
              </a>
            ))}
        </div>
      </div>
    </div>
  );
});
