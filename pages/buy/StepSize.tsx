// Step 1: the mattress size (product size section). The new version opens on the premium tab with king
// chosen, so Next goes straight on; the old one offers classic only with the tabs disabled (spec §2).
import { observer } from 'mobx-react-lite';
import { ProductSizeSection } from '../../blocks/product/ProductSizeSection.tsx';
import { interceptClick } from '../../blocks/shared/intercept-click.ts';
import { sizeTilesFor } from '../../blocks/product/size-tiles.ts';
import { useNotifySoldOut } from '../../blocks/product/use-notify-sold-out.ts';
import { SIZE_ERROR_ELEMENT_ID, THREAD_COUNT, VERSION_LABEL } from '../../shop-rules/constants.ts';
import type { StepProps } from './buy-page-data.ts';
import { buyHref } from '../../shop-rules/buy-url.ts';
import { InfoLink } from './InfoLink.tsx';
import { STEP_HEADING_ID } from './use-step-change-focus.ts';
import { STEP_HEADINGS } from './step-titles.ts';

export const StepSize = observer(function StepSize({ store }: StepProps) {
  const flow = store.buyFlow;
  const query = store.buyFlow.urlQuery;
  const defaults = flow.productSizeDefaults;
  const version = flow.chosenVersion;
  const notify = useNotifySoldOut();
  return (
    <section className="buy-step" aria-labelledby={STEP_HEADING_ID}>
      <p className="eyebrow">Step 1 of 4 · Product</p>
      <h1 id={STEP_HEADING_ID} className="buy__heading">
        {STEP_HEADINGS[1]}
      </h1>
      {flow.appVersion === 'new' && (
        <p className="buy__chosen">
          {VERSION_LABEL[version]} sheets, {THREAD_COUNT[version]} thread count ·{' '}
          <a href={buyHref(query, { step: 0 })} onClick={interceptClick(() => flow.goToStep(0))}>
            Change<span className="visually-hidden"> product</span>
          </a>
        </p>
      )}
      <ProductSizeSection
        tiles={sizeTilesFor(store.catalog.entries, version)}
        version={version}
        tabsEnabled={defaults.tabsEnabled}
        selectedSize={flow.filters.size}
        activeSize={defaults.activeSize}
        tabHref={(tab) => buyHref(query, { step: 1, version: tab, depth: null })}
        sizeHref={(size) => buyHref(query, { step: 1, size, depth: null })}
        onTab={(tab) => flow.chooseVersion(tab)}
        onSize={(size) => flow.chooseSize(size)}
        onNotify={(tile) => notify({ version, size: tile.label, depth: null, variantId: null })}
        describedBy={flow.sizeErrorMessage ? SIZE_ERROR_ELEMENT_ID : undefined}
      />
      <div id={SIZE_ERROR_ELEMENT_ID} className="buy__error" role="alert">
        {flow.sizeErrorMessage}
      </div>
      <InfoLink store={store} panel="size">
        Size guide and measurements
      </InfoLink>
    </section>
  );
});
