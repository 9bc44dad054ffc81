import { BRAND_NAME } from '../../content/brand.ts';

/** The wordmark, linking home; the narrowest phones show the monogram so the header items keep their room. */
export function HeaderLogo() {
  return (
    <a className="site-header__logo" href="/" aria-label={`${BRAND_NAME}, home`}>
      <span className="site-header__wordmark">
        Linden <span className="site-header__amp">&amp;</span> Tuck
      </span>
      <span className="site-header__monogram" aria-hidden="true">
        L<span className="site-header__amp">&amp;</span>T
      </span>
    </a>
  );
}
