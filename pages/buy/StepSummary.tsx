// Step 4: the order summary. One tile per cart line with its premium packaging; a tile opens for editing (size,
// depth, packaging) one at a time (SummaryEditor.tsx).
// 'Add another product' starts a new set without touching the lines already in the cart.
import { observer } from 'mobx-react-lite';
import { interceptClick } from '../../blocks/shared/intercept-click.ts';
import { ShopImage } from '../../blocks/shared/ShopImage.tsx';
import { SUMMARY_IMAGE_BOX } from '../../blocks/shared/shop-image-boxes.ts';
import type { CartItemInstance } from '../../models/cart-item.ts';
import type { RootStoreInstance } from '../../models/root-store.ts';
import { CartErrorNotice } from '../../renderer/cart/CartErrorNotice.tsx';
import { MATTRESS_LABEL, PREMIUM_PACKAGING_LABEL } from '../../shop-rules/constants.ts';
import { ADD_ANOTHER_PRODUCT_LABEL, START_NEW_PURCHASE_LABEL, TOTAL_LABEL } from './summary-labels.ts';
import { formatPrice } from '../../shop-rules/price.ts';
import type { StepProps } from './buy-page-data.ts';
import { buyHref } from '../../shop-rules/buy-url.ts';
import { STEP_HEADING_ID } from './use-step-change-focus.ts';
import { STEP_HEADINGS } from './step-titles.ts';
import { SummaryEditor } from './SummaryEditor.tsx';

const SummaryTile = observer(function SummaryTile({ store, item, index }: { store: RootStoreInstance; item: CartItemInstance; index: number }) {
  const open = store.buyFlow.editSummaryProduct === index;
  const panelId = `buy-summary-edit-${index}`;
  return (
    <li className={`buy-summary__tile${open ? ' is-open' : ''}`}>
      <div className="buy-summary__head">
        {item.image ? <ShopImage image={item.image} box={SUMMARY_IMAGE_BOX} decorative /> : <span className="buy-summary__image" />}
        <div>
          <p className="buy-summary__label">{item.label}</p>
          <p className="buy-summary__contents">{item.contentsText}</p>
          <p className="buy-summary__packaging">
            {PREMIUM_PACKAGING_LABEL}: {item.premiumPackagingText}
          </p>
          {item.mattress && (
            <p className="buy-summary__mattress">
              {MATTRESS_LABEL}: {item.mattress}
            </p>
          )}
        </div>
        <p className="buy-summary__price">{item.priceText}</p>
      </div>
      <button type="button" className="buy-summary__edit" aria-expanded={open} aria-controls={panelId} onClick={() => store.buyFlow.toggleSummaryTile(index)}>
        {open ? 'Close' : 'Edit'}
        <span className="visually-hidden"> {item.label}</span>
      </button>
      {open && <SummaryEditor store={store} item={item} id={panelId} />}
    </li>
  );
});

export const StepSummary = observer(function StepSummary({ store, cartReady }: StepProps) {
  const { cart, buyFlow: flow } = store;
  const query = store.buyFlow.urlQuery;
  return (
    <section className="buy-step buy-summary" aria-labelledby={STEP_HEADING_ID}>
      <p className="eyebrow">Step 4 of 4 · Checkout</p>
      <h1 id={STEP_HEADING_ID} className="buy__heading">
        {STEP_HEADINGS[4]}
      </h1>
      <CartErrorNotice cart={cart} className="buy__error buy__error--box" />
      {!cartReady && cart.isEmpty ? (
        <p className="buy-summary__loading" role="status">
          Loading your cart…
        </p>
      ) : cart.isEmpty ? (
        <div className="buy-summary__empty">
          <p>Your cart is empty.</p>
          <a
            className="button"
            href={buyHref(query, { step: flow.firstStep, size: null, depth: null, mattress: null })}
            onClick={interceptClick(() => flow.reset())}
          >
            {START_NEW_PURCHASE_LABEL}
          </a>
        </div>
      ) : (
        <>
          <ul className="buy-summary__tiles" aria-busy={cart.isSyncing}>
            {cart.items.map((item, index) => (
              <SummaryTile key={item.key} store={store} item={item} index={index} />
            ))}
          </ul>
          <a
            className="buy-summary__add"
            href={buyHref(query, { step: flow.firstStep, depth: null, mattress: null })}
            onClick={interceptClick(() => flow.addAnotherProduct())}
          >
            + {ADD_ANOTHER_PRODUCT_LABEL}
          </a>
          <p className="buy-summary__total">
            <span>{TOTAL_LABEL}</span>
            <span>{formatPrice(cart.amountDue)}</span>
          </p>
        </>
      )}
    </section>
  );
});
