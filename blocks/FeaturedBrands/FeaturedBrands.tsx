// Featured brands (spec §2 "'as featured in' logos"): a quiet row of press logos, each linked when the CMS
// gives a safe URL. The CMS names each publication in `alt`, which becomes the logo's alt text.
import './FeaturedBrands.css';
import type { MediaRelation } from '../../content/cms-types.ts';
import type { BlockProps } from '../block-descriptor.ts';
import { CmsImage } from '../shared/CmsImage.tsx';
import { fixedBox } from '../../content/images/image-box.ts';
import { safeExternalHref } from '../../content/content-links.ts';
import { surface } from '../shared/surface.ts';

/** The logo relation with the publication's name as its alt text. */
function withAltText(logo: MediaRelation, alt: string): MediaRelation {
  return logo.data ? { data: { ...logo.data, attributes: { ...logo.data.attributes, alternativeText: alt } } } : logo;
}

export function FeaturedBrands({ block }: BlockProps<'FeaturedBrands'>) {
  const headingId = `featured-brands-${block.id}`;
  const { className, style } = surface(block.backgroundColour);
  const brands = block.brands.filter((brand) => brand.logo?.data);
  return (
    <section className={`featured-brands ${className}`.trim()} style={style} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className="featured-brands__heading">
          {block.heading}
        </h2>
        <ul className="featured-brands__logos" style={{ '--brand-columns': Math.min(Math.max(brands.length, 1), 6) } as React.CSSProperties}>
          {brands.map((brand) => {
            const href = safeExternalHref(brand.url);
            const logo = <CmsImage className="featured-brands__logo" image={withAltText(brand.logo, brand.alt)} box={fixedBox(160)} />;
            return (
              <li key={brand.id} className="featured-brands__brand">
                {href ? (
                  <a className="featured-brands__link" href={href} target="_blank" rel="noopener noreferrer">
                    {logo}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                ) : (
                  logo
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
