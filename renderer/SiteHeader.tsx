// The site header (spec §2 "Header"): hamburger, wordmark, the CMS button, 'Buy now' on mobile and the CMS
// header items. It slides away while scrolling down and returns when scrolling up or near the top.
import './header/SiteHeader.css';
import type { CSSProperties } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useStoreAccess } from '../models/store-context.tsx';
import { colourVar } from '../blocks/shared/colours.ts';
import { BUY_PATH } from '../shop-rules/buy-url.ts';
import { useMenuOpen, useSubscribeModalOpen } from './header/chrome-ui.ts';
import { HeaderCmsButton } from './header/HeaderCmsButton.tsx';
import { HeaderItems } from './header/HeaderItems.tsx';
import { HeaderLogo } from './header/HeaderLogo.tsx';
import { MenuToggle } from './header/MenuToggle.tsx';
import { useScrollDirection } from './header/use-scroll-direction.ts';
import { NAVIGATION_MENU_ID } from './navigation/navigation-ids.ts';
import { NavigationMenuHost, preloadNavigationMenu } from './navigation/NavigationMenuHost.tsx';

export function SiteHeader() {
  const { header } = usePageContext().site;
  const { load } = useStoreAccess();
  const [menuOpen, setMenuOpen] = useMenuOpen();
  const [, setSubscribeOpen] = useSubscribeModalOpen();
  const direction = useScrollDirection();

  const openSubscribe = async () => {
    await setMenuOpen(false);
    await setSubscribeOpen(true);
  };
  const preload = () => {
    preloadNavigationMenu();
    void load();
  };

  const style = header.backgroundColour ? ({ '--header-bg': colourVar(header.backgroundColour) } as CSSProperties) : undefined;

  // The menu is a sibling of <header>: the header's transform and backdrop filter would otherwise become the
  // containing block of the fixed, full-screen panel.
  return (
    <>
      <header className="site-header" data-hidden={direction === 'down' && !menuOpen ? 'true' : undefined} style={style}>
        <div className="site-header__inner container">
          <div className="site-header__start">
            <MenuToggle open={menuOpen} controls={NAVIGATION_MENU_ID} onToggle={() => void setMenuOpen(!menuOpen)} onIntent={preload} />
          </div>
          <HeaderLogo />
          <div className="site-header__end">
            {header.button && <HeaderCmsButton link={header.button} />}
            <a className="site-header__buy" href={BUY_PATH}>
              Buy now
            </a>
            <HeaderItems items={header.items} />
          </div>
        </div>
      </header>
      <NavigationMenuHost open={menuOpen} onClose={() => void setMenuOpen(false)} onSubscribe={() => void openSubscribe()} />
    </>
  );
}
