// Product three-column (spec §2 "product details tiles"): up to three illustrated tiles with markdown text.
import './ProductThreeColumn.css';
import { MarkdownHtml } from '../markdown/MarkdownHtml.tsx';
import type { BlockProps } from '../block-descriptor.ts';
import { BlockHeading } from '../shared/BlockHeading.tsx';
import { CmsImage } from '../shared/CmsImage.tsx';
import { box } from '../../content/images/image-box.ts';
import { surface } from '../shared/surface.ts';

export function ProductThreeColumn({ block }: BlockProps<'ProductThreeColumn'>) {
  const headingId = `product-three-column-${block.id}`;
  const { className, style } = surface(block.backgroundColour);
  return (
    <section className={`product-three-column ${className}`.trim()} style={style} aria-labelledby={block.heading ? headingId : undefined}>
      <div className="container">
        {block.heading && <BlockHeading id={headingId} heading={block.heading} subHeading={block.subHeading} />}
        {!block.heading && block.subHeading && <p className="product-three-column__sub">{block.subHeading}</p>}
        <ul className="product-three-column__tiles">
          {block.columns.map((column) => (
            <li key={column.id} className="product-three-column__tile">
              {column.image?.data && (
                <div className="product-three-column__media">
                  <CmsImage image={column.image} box={box({ from: 768, px: 221, aspect: 1 }, { px: 165, aspect: 1 })} />
                </div>
              )}
              <h3 className="product-three-column__heading">{column.heading}</h3>
              <MarkdownHtml className="product-three-column__text" html={column.text} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
