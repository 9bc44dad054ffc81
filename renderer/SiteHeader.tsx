// The site header: wordmark home link and the CMS header button. The navigation menu, account and cart
// items arrive with the content-site and shop work.
import { usePageContext } from 'vike-react/usePageContext';
import { CmsButton } from '../blocks/shared/CmsButton.tsx';
import { BRAND_NAME } from './brand.ts';

export function SiteHeader() {
  const { site } = usePageContext();
  const button = site.header?.button ?? null;
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <a className="site-header__logo" href="/" aria-label={`${BRAND_NAME}, home`}>
          Linden <span aria-hidden="true">&amp;</span> Tuck
        </a>
        {button && <CmsButton button={button} variant="ghost" />}
      </div>
    </header>
  );
}
