// The step 4 tile editor: size and depth are a draft until 'Apply changes', so arrowing through a select (which
// fires change at every step) never changes the order behind the shopper's back (WCAG 3.2.2). Applying keeps
// focus on the button (the tile keeps its key while the line moves to another variant) and the flow's status
// line says 'Successfully updated your cart' with the new variant. Premium packaging is a switch: it acts at once.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import type { CartItemInstance } from '../../models/cart-item.ts';
import type { RootStoreInstance } from '../../models/root-store.ts';
import { PremiumPackagingSwitch } from '../../renderer/cart/PremiumPackagingSwitch.tsx';
import { DEPTH_REQUIRED_MESSAGE } from '../../shop-rules/constants.ts';
import { formatPrice } from '../../shop-rules/price.ts';
import { depthBandOf } from '../../shop-rules/size-entries.ts';
import { SIZE_LABEL, isSizeSlug } from '../../shop-rules/sizes.ts';
import { DEPTH_BANDS, depthBandLabel } from './summary-labels.ts';

export const APPLY_CHANGES_LABEL = 'Apply changes';

type Props = { store: RootStoreInstance; item: CartItemInstance; id: string };

export const SummaryEditor = observer(function SummaryEditor({ store, item, id }: Props) {
  const { catalog, cart } = store;
  const savedDepth = depthBandOf(item.depth) ?? '';
  const [size, setSize] = useState(item.size);
  const [depth, setDepth] = useState(savedDepth);
  const [error, setError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const depthSelect = useRef<HTMLSelectElement>(null);
  const hintId = useId();
  const errorId = useId();
  // The line changed (applied here, or the shop answered): the draft starts from it again.
  useEffect(() => {
    setSize(item.size);
    setDepth(depthBandOf(item.depth) ?? '');
  }, [item.size, item.depth]);

  // Changes to the cart wait for the shop while the static catalogue is shown.
  const editable = !catalog.orderingPaused;
  const changed = size !== item.size || depth !== savedDepth;
  const variant = catalog.variantFor({ version: item.version, size, colour: item.colour, depth });
  const buyable = Boolean(variant?.availableForSale);
  const sizeName = isSizeSlug(size) ? SIZE_LABEL[size] : size;
  const draftText =
    changed && buyable && variant ? `Not applied yet: ${sizeName}, ${depth} cm, ${formatPrice(Number(variant.price.amount) * item.quantity)}` : '';

  async function apply() {
    if (!changed || applying || !editable) return;
    if (!buyable) {
      setError(DEPTH_REQUIRED_MESSAGE);
      depthSelect.current?.focus();
      return;
    }
    setError(null);
    setApplying(true);
    await cart.applySizeAndDepth(item, size, depth);
    setApplying(false);
  }

  return (
    <div id={id} className="buy-summary__editor">
      <label>
        Size
        <select value={size} disabled={!editable} onChange={(event) => setSize(event.target.value)}>
          {catalog.entries.map((entry) => (
            <option key={entry.slug} value={entry.slug} disabled={catalog.isSoldOut(entry.slug, item.version)}>
              {entry.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Mattress depth
        <select
          ref={depthSelect}
          value={depth}
          disabled={!editable}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setDepth(event.target.value);
            setError(null);
          }}
        >
          {DEPTH_BANDS.map((band) => {
            const available = catalog.variantFor({ version: item.version, size, colour: item.colour, depth: band })?.availableForSale ?? false;
            return (
              <option key={band} value={band} disabled={!available}>
                {depthBandLabel(band, available)}
              </option>
            );
          })}
        </select>
      </label>
      <button
        type="button"
        className="button button--ghost buy-summary__apply"
        aria-disabled={!changed || applying || !editable ? 'true' : undefined}
        aria-describedby={draftText ? hintId : undefined}
        onClick={() => void apply()}
      >
        {APPLY_CHANGES_LABEL}
      </button>
      <p id={hintId} className="buy-summary__draft">
        {draftText}
      </p>
      <p id={errorId} className="buy__error buy-summary__error" role="alert">
        {error}
      </p>
      <PremiumPackagingSwitch
        className="buy-summary__packaging-switch"
        itemName={`${item.versionLabel} ${item.sizeLabel}`}
        checked={item.premiumPackaging}
        disabled={!item.lineId}
        onChange={(on) => void cart.togglePremiumPackaging(item, on)}
      />
    </div>
  );
});
