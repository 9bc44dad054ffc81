// Three-column info (spec §2 "Other blocks"): up to three visible tiles with image, heading and text, optional button.
import './ThreeColumnInfo.css';
import type { BlockProps } from '../block-descriptor.ts';
import { CmsButton } from '../shared/CmsButton.tsx';
import { CmsImage } from '../shared/CmsImage.tsx';
import { box } from '../../content/images/image-box.ts';
import { containerRule } from '../shared/image-boxes.ts';
import { colourVar } from '../shared/colours.ts';

export function ThreeColumnInfo({ block }: BlockProps<'ThreeColumnInfo'>) {
  const tiles = block.tiles.filter((tile) => tile.isVisible);
  return (
    <section className="three-column-info" style={{ background: colourVar(block.backgroundColour) }}>
      <div className="container">
        {(block.heading || block.subHeading) && (
          <header className="three-column-info__header">
            {block.heading && <h2>{block.heading}</h2>}
            {block.subHeading && <p className="three-column-info__sub">{block.subHeading}</p>}
          </header>
        )}
        <ul className="three-column-info__tiles">
          {tiles.map((tile) => (
            <li key={tile.id} className="three-column-info__tile">
              <CmsImage image={tile.image} box={box({ from: 768, vw: 30, offsetPx: -20, maxPx: 390, aspect: 4 / 3 }, containerRule(4 / 3))} />
              <h3 className="three-column-info__tile-heading">{tile.heading}</h3>
              <p>{tile.text}</p>
            </li>
          ))}
        </ul>
        {block.button && (
          <div className="three-column-info__action">
            <CmsButton button={block.button} />
          </div>
        )}
      </div>
    </section>
  );
}
