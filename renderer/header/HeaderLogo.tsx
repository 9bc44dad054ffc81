import { BRAND_NAME } from '../brand.ts';

/** The wordmark, linking home. */
export function HeaderLogo() {
  return (
    <a className="site-header__logo" href="/" aria-label={`${BRAND_NAME}, home`}>
      Linden <span aria-hidden="true">&amp;</span> Tuck
    </a>
  );
}
