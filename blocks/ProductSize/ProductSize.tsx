// Product size (spec §2), the display variant for content pages: thread-count tabs and one tile per size with
// price, length × width and colours. Tabs switch with ?version= (works without JavaScript); a tile starts
// the purchase flow with that size chosen. While the shop cannot be reached the tiles are the static ones, with a note.
import './ProductSize.css';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { productViewedMarker } from '../../content/analytics/product-viewed-marker.ts';
import { sizeTileHref } from '../../shop-rules/buy-url.ts';
import type { SheetVersion } from '../../shop-rules/constants.ts';
import type { BlockProps } from '../block-descriptor.ts';
import { OrderingPausedNote } from '../product/OrderingPausedNote.tsx';
import { ProductSizeSection } from '../product/ProductSizeSection.tsx';
import type { ProductSizeTiles } from './product-size-data.ts';
import { useNotifySoldOut } from '../product/use-notify-sold-out.ts';
import { colourVar } from '../shared/colours.ts';

export function ProductSize({ block, isFirst }: BlockProps<'ProductSize'>) {
  const { productSizes } = useData<{ productSizes?: ProductSizeTiles } | undefined>() ?? {};
  const { urlParsed, urlPathname } = usePageContext();
  const version: SheetVersion = urlParsed.search.version === 'classic' ? 'classic' : 'premium';
  const Heading = isFirst ? 'h1' : 'h2';
  const notify = useNotifySoldOut();
  return (
    <section className="product-size-block" id="sizes" style={{ background: colourVar(block.backgroundColour) }} {...productViewedMarker(version)}>
      <div className="container">
        <header className="product-size-block__header">
          <Heading>{block.heading}</Heading>
          {block.subHeading && <p className="product-size-block__sub">{block.subHeading}</p>}
        </header>
        {productSizes?.source === 'static' && <OrderingPausedNote />}
        {productSizes && (
          <ProductSizeSection
            tiles={productSizes[version]}
            version={version}
            tabsEnabled
            selectedSize={null}
            activeSize={null}
            tabHref={(tab) => `${urlPathname}?version=${tab}#sizes`}
            sizeHref={(size) => sizeTileHref(version, size)}
            onNotify={(tile) => notify({ version, size: tile.label, depth: null, variantId: null })}
          />
        )}
      </div>
    </section>
  );
}
