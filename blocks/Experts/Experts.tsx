// Experts, 'meet the makers' (spec §2 "Other blocks"): a card per maker with portrait, role, name and
// description, and an optional button (e.g. to the makers' story).
import './Experts.css';
import type { BlockProps } from '../block-descriptor.ts';
import { BlockHeading } from '../shared/BlockHeading.tsx';
import { CmsButton } from '../shared/CmsButton.tsx';
import { CmsImage } from '../shared/CmsImage.tsx';
import { box } from '../../content/images/image-box.ts';
import { surface } from '../shared/surface.ts';

/** A portrait is the first two fifths of its card (2fr 3fr), the cards in `columns` across the container. */
function portraitBox(columns: number, tabletColumns: number) {
  const share = (across: number) => Math.round((95 / across) * 0.4 * 10) / 10;
  return box(
    { from: 992, vw: share(columns), maxPx: Math.round((1240 / columns) * 0.4), aspect: 4 / 5 },
    { from: 768, vw: share(tabletColumns), aspect: 4 / 5 },
    { vw: share(1), aspect: 4 / 5 },
  );
}

export function Experts({ block }: BlockProps<'Experts'>) {
  const headingId = `experts-${block.id}`;
  const { className, style } = surface(block.backgroundColour);
  // Up to four makers to a row on wide screens; on tablets three or two, whichever leaves no card alone.
  const count = Math.max(block.experts.length, 1);
  const columns = Math.min(count, 4);
  const tabletColumns = Math.min(count, count % 2 === 0 ? 2 : 3);
  return (
    <section className={`experts ${className}`.trim()} style={style} aria-labelledby={headingId}>
      <div className="container">
        <BlockHeading id={headingId} heading={block.heading} subHeading={block.subHeading} />
        <ul className="experts__cards" style={{ '--experts-columns': columns, '--experts-columns-tablet': tabletColumns } as React.CSSProperties}>
          {block.experts.map((expert) => (
            <li key={expert.id} className="experts__card">
              {expert.image?.data && (
                <div className="experts__portrait">
                  <CmsImage image={expert.image} box={portraitBox(columns, tabletColumns)} />
                </div>
              )}
              <p className="experts__role">{expert.role}</p>
              <h3 className="experts__name">{expert.name}</h3>
              <p className="experts__description">{expert.description}</p>
            </li>
          ))}
        </ul>
        {block.button && (
          <div className="experts__action">
            <CmsButton button={block.button} />
          </div>
        )}
      </div>
    </section>
  );
}
