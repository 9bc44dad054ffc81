// Step 2: colour and mattress depth (bands 15-20 … 36-40 cm). A depth the shop cannot sell reads SOLD OUT and
// cannot be chosen (spec §5); its 'Notify me' opens the sold-out notification modal.
import { observer } from 'mobx-react-lite';
import { interceptClick } from '../../blocks/shared/intercept-click.ts';
import { ShopImage } from '../../blocks/shared/ShopImage.tsx';
import { DETAILS_PREVIEW_BOX } from '../../blocks/shared/shop-image-boxes.ts';
import { NotifyMeButton } from '../../blocks/product/NotifyMeButton.tsx';
import { useNotifySoldOut } from '../../blocks/product/use-notify-sold-out.ts';
import { DEPTH_ERROR_ELEMENT_ID } from '../../shop-rules/constants.ts';
import { formatPrice } from '../../shop-rules/price.ts';
import type { StepProps } from './buy-page-data.ts';
import { buyHref } from '../../shop-rules/buy-url.ts';
import { InfoLink } from './InfoLink.tsx';
import { STEP_HEADING_ID } from './use-step-change-focus.ts';
import { STEP_HEADINGS } from './step-titles.ts';

const colourName = (colour: string) => colour.charAt(0).toUpperCase() + colour.slice(1);

export const StepDetails = observer(function StepDetails({ store }: StepProps) {
  const flow = store.buyFlow;
  const query = store.buyFlow.urlQuery;
  const entry = flow.selectedEntry;
  const notify = useNotifySoldOut();
  const price = flow.selectedVariant ? Number(flow.selectedVariant.price.amount) : entry ? store.catalog.itemFor(entry.slug, flow.chosenVersion)?.price : null;
  return (
    <section className="buy-step buy-details" aria-labelledby={STEP_HEADING_ID}>
      <div className="buy-details__preview">
        {flow.previewImage ? (
          <ShopImage image={flow.previewImage} box={DETAILS_PREVIEW_BOX} />
        ) : (
          // No picture (the static catalogue has none): the chosen colour as a length of sateen instead.
          <span className={`buy-details__fabric buy-colour--${flow.colour}`} aria-hidden="true" />
        )}
        <p className="buy-details__summary">
          {flow.detailsList[0]?.description}
          <br />
          {entry?.label}
          {price != null && <span className="buy-details__price">{formatPrice(price)}</span>}
        </p>
      </div>
      <div className="buy-details__choices">
        <p className="eyebrow">Step 2 of 4 · Details</p>
        <h1 id={STEP_HEADING_ID} className="buy__heading">
          {STEP_HEADINGS[2]}
        </h1>
        <h2 className="buy__subheading" id="buy-colour-heading">
          Colour: <span className="buy__subheading-value">{colourName(flow.colour)}</span>
        </h2>
        <ul className="buy-colours" aria-labelledby="buy-colour-heading">
          {flow.availableColours.map((colour) => {
            const chosen = colour === flow.colour;
            return (
              <li key={colour}>
                <a
                  className={`buy-colour buy-colour--${colour}${chosen ? ' is-selected' : ''}`}
                  href={buyHref(query, { colour })}
                  aria-current={chosen ? 'true' : undefined}
                  onClick={interceptClick(() => flow.chooseColour(colour))}
                >
                  <span className="buy-colour__swatch" aria-hidden="true" />
                  {colourName(colour)}
                </a>
              </li>
            );
          })}
        </ul>
        <InfoLink store={store} panel="colour">
          About our colours
        </InfoLink>
        <h2 className="buy__subheading" id="buy-depth-heading">
          Mattress depth
        </h2>
        <ul className="buy-depths" aria-labelledby="buy-depth-heading">
          {flow.depthTiles.map((tile) => {
            const chosen = tile.band === flow.filters.depth;
            return (
              <li key={tile.band}>
                {tile.availableForSale ? (
                  <a
                    className={`buy-depth${chosen ? ' is-selected' : ''}`}
                    href={buyHref(query, { depth: tile.band })}
                    aria-current={chosen ? 'true' : undefined}
                    aria-describedby={flow.depthErrorMessage ? DEPTH_ERROR_ELEMENT_ID : undefined}
                    onClick={interceptClick(() => flow.chooseDepth(tile.band))}
                  >
                    {tile.label}
                  </a>
                ) : (
                  <div className="buy-depth is-sold-out">
                    <span className="buy-depth__option" aria-disabled="true">
                      {tile.label}
                      <span className="buy-depth__sold-out">{tile.soldOutLabel}</span>
                    </span>
                    {entry && (
                      <NotifyMeButton
                        item={`${entry.label}, ${tile.label}`}
                        onClick={() => notify({ version: flow.chosenVersion, size: entry.label, depth: tile.label, variantId: tile.variantId })}
                      />
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        <div id={DEPTH_ERROR_ELEMENT_ID} className="buy__error" role="alert">
          {flow.depthErrorMessage}
        </div>
        <InfoLink store={store} panel="depth">
          How to measure your mattress depth
        </InfoLink>
      </div>
    </section>
  );
});
