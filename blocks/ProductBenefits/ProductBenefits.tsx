// Product benefits (spec §2): a list of benefits with tick marks beside an image.
import './ProductBenefits.css';
import type { BlockProps } from '../block-descriptor.ts';
import { CmsImage } from '../shared/CmsImage.tsx';
import { box } from '../../content/images/image-box.ts';
import { containerRule } from '../shared/image-boxes.ts';
import { colourVar } from '../shared/colours.ts';

export function ProductBenefits({ block }: BlockProps<'ProductBenefits'>) {
  return (
    <section className="product-benefits" style={{ background: colourVar(block.backgroundColour) }}>
      <div className="product-benefits__inner container">
        <div className="product-benefits__copy">
          <h2>{block.heading}</h2>
          {block.subHeading && <p className="product-benefits__sub">{block.subHeading}</p>}
          <ul className="product-benefits__list">
            {block.benefits.map((benefit) => (
              <li key={benefit.id}>
                <svg className="product-benefits__tick" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                  <circle cx="10" cy="10" r="9.25" fill="none" stroke="currentColor" strokeWidth="1" />
                  <path d="M6 10.4l2.6 2.6L14.2 7.4" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                <span>{benefit.text}</span>
              </li>
            ))}
          </ul>
        </div>
        {block.image?.data && (
          <div className="product-benefits__media">
            <CmsImage image={block.image} box={box({ from: 992, vw: 45, offsetPx: -37, maxPx: 556, aspect: 1 }, containerRule(1))} />
          </div>
        )}
      </div>
    </section>
  );
}
