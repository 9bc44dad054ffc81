// The cart modal (spec §2 Cart modal), opened by the UiStore's cart flag from the header or the purchase flow.
// Loaded only when first opened (CartHost), by which time the store exists.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useStoreAccess } from '../../models/store-context.tsx';
import { Dialog, DialogCloseButton } from '../../blocks/shared/Dialog.tsx';
import {
  CART_TITLE,
  CHECKOUT_LABEL,
  EDIT_CART_LABEL,
  EMPTY_CART_HEADING,
  EMPTY_CART_TEXT,
  LAST_STEP,
  LOADING_OVERLAY_TIMEOUT_MS,
  START_NEW_PURCHASE_LABEL,
  START_NOW_LABEL,
  TOTAL_LABEL,
} from '../../shop-rules/constants.ts';
import { formatPrice } from '../../shop-rules/price.ts';
import { BUY_SIZE_STEP_HREF, BUY_SUMMARY_HREF, isBuyFlowPath } from '../../shop-rules/buy-url.ts';
import { CHECKOUT_PATH } from '../../shop-rules/checkout-links.ts';
import { CartErrorNotice } from './CartErrorNotice.tsx';
import { CartLine } from './CartLine.tsx';
import { DeleteConfirm } from './DeleteConfirm.tsx';
import { successText } from './cart-messages.ts';
import { PromoCodeForm } from './PromoCodeForm.tsx';
import './CartModal.css';

const TITLE_ID = 'cart-modal-title';

/**
 * Where focus goes once a confirmed delete has taken its line away (the Remove button or quantity field that had
 * it is gone): the Remove of the line now in its place, else of the line before, else the empty cart's heading.
 */
function useFocusAfterDelete(lineCount: number, confirmOpen: boolean) {
  const removedAt = useRef<number | null>(null);
  const lines = useRef<HTMLUListElement>(null);
  const emptyHeading = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (removedAt.current === null || confirmOpen) return;
    const removes = [...(lines.current?.querySelectorAll<HTMLElement>('.cart-line__delete') ?? [])];
    const target = removes[Math.min(removedAt.current, removes.length - 1)] ?? emptyHeading.current;
    removedAt.current = null;
    target?.focus();
  }, [lineCount, confirmOpen]);
  const remember = (index: number) => {
    removedAt.current = index;
  };
  return { lines, emptyHeading, remember };
}

const CartModal = observer(function CartModal() {
  const { store } = useStoreAccess();
  const focusAfterDelete = useFocusAfterDelete(store?.cart.items.length ?? 0, store?.ui.buyDeleteOpen ?? false);
  if (!store) return null;
  const { cart, ui } = store;
  const close = () => ui.setCartOpen(false);
  const onBuyStep4 = typeof window !== 'undefined' && isBuyFlowPath(window.location.pathname) && store.buyFlow.currentStep === LAST_STEP;
  const message = ui.successMessage;
  const pending = cart.pendingDelete;
  const pendingIndex = () => cart.items.findIndex((item) => pending !== null && item.key === pending.key);
  return (
    <Dialog open onClose={close} labelledBy={TITLE_ID} variant="side-panel" className="cart-modal">
      <DialogCloseButton onClose={close} label="Close cart" />
      <h2 id={TITLE_ID} className="cart-modal__title">
        {CART_TITLE}
      </h2>
      <div role="status" className="cart-modal__status">
        {message && (
          <p className="cart-modal__success">
            {successText(message.kind)}
            {message.detail && <span className="cart-modal__success-detail">{message.detail}</span>}
          </p>
        )}
      </div>
      <CartErrorNotice cart={cart} className="cart-modal__error" />
      {cart.isEmpty ? (
        <div className="cart-modal__empty">
          <p className="cart-modal__empty-heading" ref={focusAfterDelete.emptyHeading} tabIndex={-1}>
            {EMPTY_CART_HEADING}
          </p>
          <p>{EMPTY_CART_TEXT}</p>
          {onBuyStep4 ? (
            <button
              type="button"
              className="button"
              onClick={() => {
                store.buyFlow.reset();
                close();
              }}
            >
              {START_NEW_PURCHASE_LABEL}
            </button>
          ) : (
            <a className="button" href={BUY_SIZE_STEP_HREF} onClick={close}>
              {START_NOW_LABEL}
            </a>
          )}
        </div>
      ) : (
        <>
          <ul className="cart-modal__lines" aria-busy={cart.isSyncing} ref={focusAfterDelete.lines}>
            {cart.items.map((item) => (
              <CartLine key={item.key} item={item} store={store} />
            ))}
          </ul>
          <PromoCodeForm store={store} />
          <p className="cart-modal__total">
            <span>{TOTAL_LABEL}</span>
            <span>{formatPrice(cart.amountDue)}</span>
          </p>
          <div className="cart-modal__actions">
            <a className="button button--ghost" href={BUY_SUMMARY_HREF} onClick={close}>
              {EDIT_CART_LABEL}
            </a>
            <a
              className="button"
              href={cart.checkoutUrl ?? CHECKOUT_PATH}
              data-vike="false"
              onClick={() => {
                cart.leaveForCheckout();
                // The overlay covers the hand-over to the shop; taken down if the navigation never happens.
                ui.setLoadingOverlay(true);
                setTimeout(() => ui.setLoadingOverlay(false), LOADING_OVERLAY_TIMEOUT_MS);
              }}
            >
              {CHECKOUT_LABEL}
            </a>
          </div>
        </>
      )}
      <DeleteConfirm store={store} onConfirm={() => focusAfterDelete.remember(pendingIndex())} />
    </Dialog>
  );
});

export default CartModal;
