// The header cart item (spec §2 "Header"): opens the cart modal; the item count shows when there is at least one.
import { useStoreAccess } from '../../models/store-context.tsx';
import type { ChromeHeaderItem } from '../../content/site-chrome.ts';
import { cartButtonLabel, cartCount, showsCartCount } from './cart-count.ts';
import { HeaderIcon } from './HeaderIcon.tsx';
import { useStoreValue } from '../../models/use-store-value.ts';

export function CartButton({ item }: { item: ChromeHeaderItem }) {
  const { snapshot, load } = useStoreAccess();
  const count = useStoreValue((store) => store.cart.count, cartCount(null, snapshot));
  const open = async () => {
    const store = await load();
    store.ui.setCartOpen(true);
  };
  return (
    <button
      type="button"
      className="header-item header-item--cart"
      aria-label={cartButtonLabel(item.label, count)}
      onClick={() => void open()}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
    >
      <HeaderIcon icon={item.icon} iconMobile={item.iconMobile} />
      {!item.icon && !item.iconMobile && (
        <span className="header-item__label" aria-hidden="true">
          {item.label}
        </span>
      )}
      {showsCartCount(count) && (
        <span className="header-item__count" aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  );
}
