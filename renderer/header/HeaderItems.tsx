// The CMS header items: account (a link to its CMS url) and cart (a button). Without an icon the label shows.
import type { ChromeHeaderItem } from '../../content/site-chrome.ts';
import { ChromeIsland } from '../islands/ChromeIsland.tsx';
import { CartButton } from './CartButton.tsx';
import { HeaderIcon } from './HeaderIcon.tsx';

export function HeaderItems({ items }: { items: ChromeHeaderItem[] }) {
  return (
    <>
      {items.map((item) =>
        item.kind === 'cart' ? (
          <ChromeIsland key={item.kind} name="cart-button" component={CartButton} props={{ item }} />
        ) : (
          <a key={item.kind} className="header-item" href={item.href ?? '/404'}>
            <HeaderIcon icon={item.icon} iconMobile={item.iconMobile} />
            <span className={item.icon || item.iconMobile ? 'visually-hidden' : 'header-item__label'}>{item.label}</span>
          </a>
        ),
      )}
    </>
  );
}
