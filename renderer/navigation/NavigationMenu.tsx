// The full-screen navigation menu (spec §2 "Navigation menu"): link categories, CTA blocks, the subscribe
// box, 'Buy now' and the CMS image. Loaded on first open (see NavigationMenuHost) so pages don't pay for it.
import './NavigationMenu.css';
import { useId, type MouseEvent } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { Dialog } from '../../blocks/shared/Dialog.tsx';
import { CtaCard } from '../footer/CtaCard.tsx';
import { BUY_PATH } from '../../shop-rules/buy-url.ts';
import { HeaderLogo } from '../header/HeaderLogo.tsx';
import { MenuSubscribeBox } from './MenuSubscribeBox.tsx';
import { NavigationCategories } from './NavigationCategories.tsx';
import { NAVIGATION_MENU_ID } from './navigation-ids.ts';
import { ChromePicture, MENU_FIGURE_BOX } from '../ChromePicture.tsx';

export type NavigationMenuProps = { open: boolean; onClose: () => void; onSubscribe: () => void };

export default function NavigationMenu({ open, onClose, onSubscribe }: NavigationMenuProps) {
  const { site } = usePageContext();
  const { categories, ctaBlocks, image } = site.navigation;
  const titleId = useId();
  // Following any link leaves the menu, including a link to the page already shown.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a[href]')) onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} variant="fullscreen" labelledBy={titleId} className="nav-menu">
      {/* Delegation, not a control: a link followed by mouse or keyboard fires the same click, which closes the menu. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- see above */}
      <div className="nav-menu__frame" id={NAVIGATION_MENU_ID} onClick={closeOnLink}>
        <div className="nav-menu__bar">
          <div className="nav-menu__bar-inner container">
            <button type="button" className="menu-toggle menu-toggle--close" onClick={onClose}>
              <span className="menu-toggle__bars" aria-hidden="true" />
              <span className="menu-toggle__label">Close</span>
            </button>
            <h2 className="visually-hidden" id={titleId}>
              Menu
            </h2>
            <HeaderLogo />
          </div>
        </div>
        <div className="nav-menu__body container">
          <nav className="nav-menu__nav" aria-label="Main">
            <NavigationCategories categories={categories} />
          </nav>
          <div className="nav-menu__buy">
            <a className="button" href={BUY_PATH}>
              Buy now
              <span className="button__arrow" aria-hidden="true">
                →
              </span>
            </a>
          </div>
          {image && (
            <figure className="nav-menu__figure">
              <ChromePicture image={image} box={MENU_FIGURE_BOX} />
            </figure>
          )}
          <div className="nav-menu__extras">
            {ctaBlocks.map((cta) => (
              <CtaCard key={cta.heading} cta={cta} headingLevel="h3" />
            ))}
            <MenuSubscribeBox subscribeText={site.subscribeModal?.buttonText ?? null} onSubscribe={onSubscribe} />
          </div>
        </div>
      </div>
    </Dialog>
  );
}
