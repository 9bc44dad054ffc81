// Step 3: shipping and returns, with what the shopper is about to buy and its premium packaging (on by default,
// spec §3), which goes with the set to the cart.
import { observer } from 'mobx-react-lite';
import { MarkdownHtml } from '../../blocks/markdown/MarkdownHtml.tsx';
import { PremiumPackagingSwitch } from '../../renderer/cart/PremiumPackagingSwitch.tsx';
import { formatPrice } from '../../shop-rules/price.ts';
import type { StepProps } from './buy-page-data.ts';
import { InfoLink } from './InfoLink.tsx';
import { STEP_HEADING_ID } from './use-step-change-focus.ts';
import { STEP_HEADINGS } from './step-titles.ts';

export const StepServices = observer(function StepServices({ store, data }: StepProps) {
  const flow = store.buyFlow;
  const variant = flow.selectedVariant;
  const { infoModal } = data;
  return (
    <section className="buy-step buy-services" aria-labelledby={STEP_HEADING_ID}>
      <p className="eyebrow">Step 3 of 4 · Services</p>
      <h1 id={STEP_HEADING_ID} className="buy__heading">
        {STEP_HEADINGS[3]}
      </h1>
      <div className="buy-services__grid">
        <div>
          <dl className="buy-services__set">
            {flow.detailsList.map((detail) => (
              <div key={detail.label} className="buy-services__row">
                <dt>{detail.label}</dt>
                <dd>{detail.description}</dd>
              </div>
            ))}
            {variant && (
              <div className="buy-services__row buy-services__row--price">
                <dt>Price</dt>
                <dd>{formatPrice(variant.price.amount)}</dd>
              </div>
            )}
          </dl>
          <PremiumPackagingSwitch className="buy-services__packaging" checked={flow.premiumPackaging} onChange={(on) => flow.choosePremiumPackaging(on)} />
        </div>
        <div className="buy-services__texts">
          {infoModal && (
            <>
              <h2 className="buy__subheading">{infoModal.shipping.heading}</h2>
              <MarkdownHtml html={infoModal.shipping.text} className="buy-services__text" />
              <h2 className="buy__subheading">{infoModal.returns.heading}</h2>
              <MarkdownHtml html={infoModal.returns.text} className="buy-services__text" />
            </>
          )}
          <div className="buy-services__links">
            <InfoLink store={store} panel="packaging">
              Packaging
            </InfoLink>
            <InfoLink store={store} panel="tailored">
              Why tailored sheets
            </InfoLink>
          </div>
        </div>
      </div>
    </section>
  );
});
