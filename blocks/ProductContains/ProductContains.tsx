// Product contains (spec §2 "what each set contains" / home's included items): the pieces of a set,
// each with a thumbnail, beside a picture of the whole set.
import './ProductContains.css';
import { MarkdownHtml } from '../markdown/MarkdownHtml.tsx';
import type { BlockProps } from '../block-descriptor.ts';
import { BlockHeading } from '../shared/BlockHeading.tsx';
import { CmsImage } from '../shared/CmsImage.tsx';
import { box } from '../../content/images/image-box.ts';
import { containerRule } from '../shared/image-boxes.ts';
import { surface } from '../shared/surface.ts';

export function ProductContains({ block }: BlockProps<'ProductContains'>) {
  const headingId = `product-contains-${block.id}`;
  const { className, style } = surface(block.backgroundColour);
  return (
    <section className={`product-contains ${className}`.trim()} style={style} aria-labelledby={headingId}>
      <div className="product-contains__inner container">
        <BlockHeading className="product-contains__heading" id={headingId} heading={block.heading} subHeading={block.subHeading} align="start" />
        {block.image?.data && (
          <div className="product-contains__media">
            <CmsImage image={block.image} box={box({ from: 992, vw: 47, offsetPx: -39, maxPx: 583, aspect: 4 / 3 }, containerRule(4 / 3))} />
          </div>
        )}
        <ul className="product-contains__items">
          {block.items.map((item) => (
            <li key={item.id} className="product-contains__item">
              {item.image?.data && (
                <div className="product-contains__thumb">
                  <CmsImage image={item.image} box={box({ from: 768, px: 112, aspect: 1 }, { px: 88, aspect: 1 })} />
                </div>
              )}
              <div>
                <h3 className="product-contains__item-heading">{item.heading}</h3>
                <MarkdownHtml className="product-contains__item-text" html={item.text} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
