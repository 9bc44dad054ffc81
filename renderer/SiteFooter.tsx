// The site footer: legal links and the acknowledgement text from the CMS footer.
import { usePageContext } from 'vike-react/usePageContext';
import { pageHref } from '../blocks/shared/links.ts';
import { BRAND_NAME } from './brand.ts';

export function SiteFooter() {
  const { site } = usePageContext();
  const { legal, acknowledgement } = site.footer;
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p className="site-footer__brand">{BRAND_NAME}</p>
        {legal.length > 0 && (
          <nav aria-label="Legal">
            <ul className="site-footer__legal">
              {legal.map((item) => (
                <li key={item.label}>
                  <a href={pageHref(item.slug)}>{item.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {acknowledgement && <p className="site-footer__acknowledgement">{acknowledgement}</p>}
        <p className="site-footer__small">© {new Date().getFullYear()} {BRAND_NAME}. Made to measure in Australia.</p>
      </div>
    </footer>
  );
}
