// The info side panels (spec §2): size (measurement tables with size tabs), colour, depth, shipping, returns,
// packaging, tailored; texts from the CMS info modal. A side panel from 992 px, full screen below.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { MarkdownHtml } from '../../blocks/markdown/MarkdownHtml.tsx';
import type { CmsSchemas } from '../../content/cms-types.ts';
import { box } from '../../content/images/image-box.ts';
import { CmsImage } from '../../blocks/shared/CmsImage.tsx';
import { Dialog, DialogCloseButton } from '../../blocks/shared/Dialog.tsx';
import { MeasurementTable } from '../../blocks/shared/MeasurementTable.tsx';
import type { RootStoreInstance } from '../../models/root-store.ts';
import { useMediaQuery } from '../../renderer/navigation/use-media-query.ts';

type InfoModal = CmsSchemas['InfoModal'];
const HEADING_ID = 'buy-info-heading';

function SizeTables({ sizes }: { sizes: InfoModal['size']['sizes'] }) {
  const [current, setCurrent] = useState(0);
  const size = sizes[current] ?? sizes[0];
  if (!size) return null;
  return (
    <div className="buy-info__sizes">
      <div className="buy-info__tabs" role="group" aria-label="Mattress size">
        {sizes.map((entry, index) => (
          <button
            key={entry.id}
            type="button"
            aria-pressed={index === current}
            className={index === current ? 'is-current' : ''}
            onClick={() => setCurrent(index)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      {size.tables.map((table) => (
        <MeasurementTable key={table.id} table={table} className="buy-info__table" footer={table.notes && <MarkdownHtml html={table.notes} />} />
      ))}
    </div>
  );
}

export type InfoPanelProps = { store: RootStoreInstance; infoModal: InfoModal | null };

export const InfoPanel = observer(function InfoPanel({ store, infoModal }: InfoPanelProps) {
  const wide = useMediaQuery('(min-width: 992px)');
  const panelKey = store.ui.infoPanel;
  if (!panelKey || !infoModal) return null;
  const panel = infoModal[panelKey];
  const close = () => store.ui.closeInfoPanel();
  return (
    <Dialog open onClose={close} labelledBy={HEADING_ID} variant={wide ? 'side-panel' : 'fullscreen'} className="buy-info">
      <DialogCloseButton onClose={close} />
      <h2 id={HEADING_ID} className="buy-info__heading">
        {panel.heading}
      </h2>
      <CmsImage image={panel.image} box={box({ from: 992, px: 512 }, { vw: 100 })} className="buy-info__image" />
      <MarkdownHtml html={panel.text} className="buy-info__text" />
      {'sizes' in panel && <SizeTables sizes={panel.sizes} />}
      {'depths' in panel && (
        <dl className="buy-info__depths">
          {panel.depths.map((depth) => (
            <div key={depth.id}>
              <dt>{depth.label}</dt>
              <dd>{depth.text}</dd>
            </div>
          ))}
        </dl>
      )}
      {'colours' in panel && (
        <ul className="buy-info__colours">
          {panel.colours.map((colour) => (
            <li key={colour.id}>
              <span className="buy-info__swatch" style={{ background: colour.hexCode }} aria-hidden="true" />
              {colour.label}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
});
