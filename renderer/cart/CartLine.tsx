// One line of the cart modal: '{qty} x {Version} {size}', the price rounded up, what the set contains, its
// premium packaging (a switch), the quantity and a delete that asks first, as a quantity of 0 does (spec §2 Cart
// modal, §4).
import { observer } from 'mobx-react-lite';
import { ShopImage } from '../../blocks/shared/ShopImage.tsx';
import { CART_LINE_IMAGE_BOX } from '../../blocks/shared/shop-image-boxes.ts';
import type { CartItemInstance } from '../../models/cart-item.ts';
import type { RootStoreInstance } from '../../models/root-store.ts';
import { MATTRESS_LABEL } from '../../shop-rules/constants.ts';
import { PremiumPackagingSwitch } from './PremiumPackagingSwitch.tsx';
import { QuantityInput } from './QuantityInput.tsx';

export const CartLine = observer(function CartLine({ item, store }: { item: CartItemInstance; store: RootStoreInstance }) {
  const name = `${item.versionLabel} ${item.sizeLabel}`;
  return (
    <li className="cart-line">
      {item.image ? <ShopImage image={item.image} box={CART_LINE_IMAGE_BOX} className="cart-line__image" decorative /> : <span className="cart-line__image" />}
      <div className="cart-line__body">
        <p className="cart-line__label">{item.label}</p>
        <p className="cart-line__contents">{item.contentsText}</p>
        {item.mattress && (
          <p className="cart-line__mattress">
            {MATTRESS_LABEL}: {item.mattress}
          </p>
        )}
        <PremiumPackagingSwitch
          className="cart-line__packaging"
          itemName={name}
          checked={item.premiumPackaging}
          disabled={!item.lineId}
          onChange={(on) => void store.cart.togglePremiumPackaging(item, on)}
        />
        <div className="cart-line__controls">
          <QuantityInput
            quantity={item.quantity}
            label={name}
            onChange={(quantity) => store.cart.updateQuantity(item, quantity)}
            onZero={() => store.cart.requestDelete(item)}
          />
          <button type="button" className="cart-line__delete" onClick={() => store.cart.requestDelete(item)}>
            Remove<span className="visually-hidden"> {name}</span>
          </button>
        </div>
      </div>
      <p className="cart-line__price">{item.priceText}</p>
    </li>
  );
});
