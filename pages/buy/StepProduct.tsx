// Step 0 (new version only): choose the sheets, premium 600 or classic 400 thread count.
import { observer } from 'mobx-react-lite';
import { interceptClick } from '../../blocks/shared/intercept-click.ts';
import { ShopImage } from '../../blocks/shared/ShopImage.tsx';
import { PRODUCT_CHOICE_BOX } from '../../blocks/shared/shop-image-boxes.ts';
import { SHEET_VERSIONS, THREAD_COUNT, VERSION_LABEL } from '../../shop-rules/constants.ts';
import { formatPrice } from '../../shop-rules/price.ts';
import type { StepProps } from './buy-page-data.ts';
import { buyHref } from '../../shop-rules/buy-url.ts';
import { STEP_HEADING_ID } from './use-step-change-focus.ts';
import { STEP_HEADINGS } from './step-titles.ts';

const DESCRIPTION = {
  premium: 'Our finest organic-cotton sateen: a deeper lustre and a weightier drape.',
  classic: 'Soft, breathable organic-cotton sateen for every night of the year.',
} as const;

export const StepProduct = observer(function StepProduct({ store }: StepProps) {
  const flow = store.buyFlow;
  const entry = flow.productEntry;
  const query = store.buyFlow.urlQuery;
  return (
    <section className="buy-step" aria-labelledby={STEP_HEADING_ID}>
      <p className="eyebrow">Step 1 of 4</p>
      <h1 id={STEP_HEADING_ID} className="buy__heading">
        {STEP_HEADINGS[0]}
      </h1>
      <p className="buy__lead">Every set is tailored to your mattress: bottom sheet, top sheet and two pillowcases.</p>
      <ul className="buy-products">
        {SHEET_VERSIONS.filter((version) => flow.offeredVersions.includes(version)).map((version) => {
          const item = entry ? store.catalog.itemFor(entry.slug, version) : null;
          const chosen = flow.chosenVersion === version;
          return (
            <li key={version}>
              <a
                className={`buy-product${chosen ? ' is-selected' : ''}`}
                href={buyHref(query, { step: 1, version })}
                aria-current={chosen ? 'true' : undefined}
                onClick={interceptClick(() => {
                  flow.chooseVersion(version);
                  flow.goToStep(1);
                })}
              >
                {item?.image && <ShopImage image={item.image} box={PRODUCT_CHOICE_BOX} className="buy-product__image" priority decorative />}
                <span className="buy-product__name">{VERSION_LABEL[version]}</span>
                <span className="buy-product__count">{THREAD_COUNT[version]} thread count</span>
                <span className="buy-product__text">{DESCRIPTION[version]}</span>
                {item && (
                  <span className="buy-product__price">
                    From {formatPrice(Math.min(...flow.sizeEntries.map((size) => store.catalog.itemFor(size.slug, version)?.price ?? item.price)))}
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
