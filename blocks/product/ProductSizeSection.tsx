// The product size section (spec §2): thread-count tabs (premium 600 / classic 400), one tile per mattress size
// with its price, length × width in cm and colour swatches, SOLD OUT sizes with 'Notify me'. Used by /buy step 1 (with choices)
// (the ProductSize content block can show it display-only). Tiles are plain links, so choosing works without
// JavaScript; with it, the caller handles the click. On narrow screens the tiles become a Swiper carousel.
import { useEffect, useRef } from 'react';
import { SHEET_VERSIONS, SOLD_OUT_LABEL, THREAD_COUNT, VERSION_LABEL, type SheetVersion } from '../../shop-rules/constants.ts';
import type { SizeTile } from './size-tiles.ts';
import { interceptClick } from '../shared/intercept-click.ts';
import { NotifyMeButton } from './NotifyMeButton.tsx';
import { enhanceSizeCarousel } from './size-carousel.ts';
import './ProductSizeSection.css';

export type ProductSizeSectionProps = {
  tiles: readonly SizeTile[];
  version: SheetVersion;
  tabsEnabled: boolean;
  selectedSize: string | null;
  /** The tile highlighted before anything is chosen (king in the new version). */
  activeSize: string | null;
  tabHref?: (version: SheetVersion) => string;
  sizeHref?: (size: string) => string;
  onTab?: (version: SheetVersion) => void;
  onSize?: (size: string) => void;
  /** 'Notify me' on a SOLD OUT tile (the sold-out notification modal); no button without it. */
  onNotify?: (tile: SizeTile) => void;
  /** id of the message about the choice ('Please select a mattress size'), while it shows: it describes the sizes. */
  describedBy?: string;
};

const colourName = (colour: string) => colour.charAt(0).toUpperCase() + colour.slice(1);

export function ProductSizeSection({
  tiles,
  version,
  tabsEnabled,
  selectedSize,
  activeSize,
  tabHref,
  sizeHref,
  onTab,
  onSize,
  onNotify,
  describedBy,
}: ProductSizeSectionProps) {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => enhanceSizeCarousel(listRef.current), [version]);
  return (
    <div className="product-size">
      <div className="product-size__tabs" role="group" aria-label="Thread count">
        {SHEET_VERSIONS.map((tab) => {
          const current = tab === version;
          const label = (
            <>
              <span className="product-size__tab-name">{VERSION_LABEL[tab]}</span>
              <span className="product-size__tab-count">{THREAD_COUNT[tab]} thread count</span>
            </>
          );
          // The state is said in words too: a screen reader announces neither aria-current nor aria-disabled on
          // text it merely reads, and the current thread count is a link (focusable) only while switching is offered.
          if (!tabsEnabled || !tabHref) {
            const disabled = !tabsEnabled && !current;
            return (
              <span
                key={tab}
                className={`product-size__tab${current ? ' is-current' : ''}${disabled ? ' is-disabled' : ''}`}
                aria-current={current ? 'true' : undefined}
                aria-disabled={disabled ? 'true' : undefined}
              >
                {label}
                {current && <span className="visually-hidden"> (selected)</span>}
                {disabled && <span className="visually-hidden"> (not offered in this version)</span>}
              </span>
            );
          }
          return (
            <a
              key={tab}
              className={`product-size__tab${current ? ' is-current' : ''}`}
              href={tabHref(tab)}
              aria-current={current ? 'true' : undefined}
              onClick={interceptClick(onTab && (() => onTab(tab)))}
            >
              {label}
              {current && <span className="visually-hidden"> (selected)</span>}
            </a>
          );
        })}
      </div>
      <div className="product-size__carousel">
        <div ref={listRef} className="product-size__tiles">
          {tiles.map((entry) => {
            const soldOut = entry.soldOut;
            const selected = entry.slug === selectedSize;
            const highlighted = selected || (!selectedSize && entry.slug === activeSize);
            const body = (
              <>
                <span className="product-size__name">{entry.label}</span>
                <span className="product-size__price">{soldOut ? SOLD_OUT_LABEL : entry.priceText}</span>
                {entry.dimensions && <span className="product-size__dimensions">{entry.dimensions}</span>}
                <span className="product-size__swatches">
                  {entry.colours.map((colour) => (
                    <span key={colour} className={`product-size__swatch product-size__swatch--${colour}`} title={colourName(colour)} />
                  ))}
                  <span className="visually-hidden">Available in {entry.colours.map(colourName).join(', ')}</span>
                </span>
                {selected && <span className="visually-hidden"> (selected)</span>}
              </>
            );
            const className = `product-size__tile${selected ? ' is-selected' : ''}${highlighted ? ' is-active' : ''}${soldOut ? ' is-sold-out' : ''}`;
            return (
              <div key={entry.slug} className="product-size__slide">
                {soldOut || !sizeHref ? (
                  // A sold-out tile is not a link, so it cannot be chosen; its one control is 'Notify me'.
                  <div className={className}>
                    {body}
                    {soldOut && onNotify && <NotifyMeButton item={`${VERSION_LABEL[version]} ${entry.label}`} onClick={() => onNotify(entry)} />}
                  </div>
                ) : (
                  <a
                    className={className}
                    href={sizeHref(entry.slug)}
                    aria-current={selected ? 'true' : undefined}
                    aria-describedby={describedBy}
                    onClick={interceptClick(onSize && (() => onSize(entry.slug)))}
                  >
                    {body}
                  </a>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
