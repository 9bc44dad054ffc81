// The site header (spec §2 "Header"): hamburger, wordmark, the CMS button, 'Buy now' on mobile and the CMS
// header items. Markup but for two islands: the hamburger and the menu it opens. It slides away while scrolling
// down and returns when scrolling up or near the top (a plain listener: header/header-scroll-hide.ts).
import './header/SiteHeader.css';
import type { CSSProperties } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { colourVar } from '../blocks/shared/colours.ts';
import { BUY_PATH } from '../shop-rules/buy-url.ts';
import { HeaderCmsButton } from './header/HeaderCmsButton.tsx';
import { HeaderItems } from './header/HeaderItems.tsx';
import { HeaderLogo } from './header/HeaderLogo.tsx';
import { MenuButton } from './header/MenuButton.tsx';
import { ChromeIsland } from './islands/ChromeIsland.tsx';
import { SiteNavigation } from './navigation/SiteNavigation.tsx';

export function SiteHeader() {
  const { header } = usePageContext().site;
  const style = header.backgroundColour ? ({ '--header-bg': colourVar(header.backgroundColour) } as CSSProperties) : undefined;

  // The menu is a sibling of <header>: the header's transform and backdrop filter would otherwise become the
  // containing block of the fixed, full-screen panel.
  return (
    <>
      <header className="site-header" style={style}>
        <div className="site-header__inner container">
          <div className="site-header__start">
            <ChromeIsland name="menu-button" component={MenuButton} />
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
      <ChromeIsland name="site-navigation" component={SiteNavigation} />
    </>
  );
}
