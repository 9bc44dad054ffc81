// Every timer, limit, default and shopper-facing text of the shop, named after the spec (product-spec.md §4, §5, §9)
// so a change to the spec is a change in one place.
import { DEFAULT_PREMIUM_PACKAGING, PREMIUM_PACKAGING_ATTRIBUTE, PREMIUM_PACKAGING_VALUES } from '../clients/storefront/premium-packaging.ts';
import { MATTRESS_ATTRIBUTE } from '../clients/storefront/mattress-attribute.ts';
import type { SheetVersion } from './sheet-versions.ts';

// ── Quantity (spec §5, §9) ───────────────────────────────────────────────────────────────────────────────
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 30;
/** Only the last value typed within this window is sent to the shop. */
export const QUANTITY_DEBOUNCE_MS = 300;

// ── Timers (spec §4, §9) ─────────────────────────────────────────────────────────────────────────────────
/** How long the success message stays after a quantity change. */
export const SUCCESS_AFTER_QUANTITY_MS = 2000;
/** After an add, the success message appears this long after the shop confirms it… */
export const SUCCESS_AFTER_ADD_DELAY_MS = 1000;
/** …and stays this long. */
export const SUCCESS_AFTER_ADD_MS = 3000;
/** 'Successfully removed item from cart' stays this long; the pending item is cleared when it hides. */
export const DELETE_SUCCESS_MS = 2000;
/** Buy-exit 'Yes' goes home after this delay. */
export const EXIT_REDIRECT_MS = 1000;
/** Step 3 'Checkout' leaves for the variant's checkout after this delay. */
export const STEP3_CHECKOUT_REDIRECT_MS = 100;
/** Step 4 'Checkout' leaves for the cart's checkout URL after this delay… */
export const STEP4_CHECKOUT_REDIRECT_MS = 2000;
/** …and the loading overlay is taken down after this one (in case the navigation never happens). */
export const LOADING_OVERLAY_TIMEOUT_MS = 10000;
/** Loading progress bar (spec §4): starts after a throttle and runs over a fixed time. */
export const PROGRESS_BAR_THROTTLE_MS = 200;
export const PROGRESS_BAR_DURATION_MS = 5000;

// ── Catalogue (spec §1, §5, §7, §9) ──────────────────────────────────────────────────────────────────────
/** Product search limit. */
export const PRODUCT_SEARCH_LIMIT = 50;
/** Depth bands offered, in cm. */
export const DEPTH_BANDS = ['15-20', '21-25', '26-30', '31-35', '36-40'] as const;
export type DepthBand = (typeof DEPTH_BANDS)[number];
export { isSheetVersion, SHEET_VERSIONS, type SheetVersion } from './sheet-versions.ts';
export const THREAD_COUNT: Record<SheetVersion, number> = { premium: 600, classic: 400 };
export const VERSION_LABEL: Record<SheetVersion, string> = { premium: 'Premium', classic: 'Classic' };
/** "Default buy selection is the second size group" (spec §4); the V1.0 / V1.1 toggle also resets to it (spec §1). */
export const DEFAULT_SIZE_INDEX = 1;
/** Product size section, new app version: premium tab and king active by default (spec §2). */
export const NEW_VERSION_DEFAULT_TAB: SheetVersion = 'premium';
export const NEW_VERSION_ACTIVE_SIZE = 'king';
/** The old app version offers classic only (spec §1). */
export const OLD_VERSION_ONLY_TAB: SheetVersion = 'classic';

// ── Cart item defaults (spec §3, §9) ─────────────────────────────────────────────────────────────────────
export const DEFAULT_QUANTITY = 1;
export const DEFAULT_VERSION: SheetVersion = 'classic';
export const DEFAULT_COLOUR = 'white';
export const DEFAULT_AVAILABLE_COLOURS: readonly string[] = ['white'];
// Premium packaging's default and words are defined where the shop's cart line is read (one floor down).
export { DEFAULT_PREMIUM_PACKAGING, PREMIUM_PACKAGING_ATTRIBUTE, PREMIUM_PACKAGING_VALUES };

// ── Purchase flow (spec §2, §4) ──────────────────────────────────────────────────────────────────────────
/** The two app versions the 'V1.0 / V1.1' toggle switches between (spec §1); the flow opens in the new one. */
export const APP_VERSIONS = ['old', 'new'] as const;
export type AppVersion = (typeof APP_VERSIONS)[number];
export const DEFAULT_APP_VERSION: AppVersion = 'new';
export const FIRST_STEP_NEW_VERSION = 0;
export const FIRST_STEP_OLD_VERSION = 1;
export const LAST_STEP = 4;
/** The step counter's numbered labels; step 0 (product chooser) has no label of its own. */
export const BUY_STEPS = [
  { step: 1, label: 'Product' },
  { step: 2, label: 'Details' },
  { step: 3, label: 'Services' },
  { step: 4, label: 'Checkout' },
] as const;
export const VERSION_TOGGLE_LABEL = 'V1.0 / V1.1';
export const NEXT_LABEL = 'Next';
export const CHECKOUT_LABEL = 'Checkout';
/** Where the size error is rendered, so Next on step 1 can scroll it into view. */
export const SIZE_ERROR_ELEMENT_ID = 'buy-size-error';
export const DEPTH_ERROR_ELEMENT_ID = 'buy-depth-error';
export const HOME_PATH = '/';

// ── Texts (spec §2, §5, §8) ──────────────────────────────────────────────────────────────────────────────
export const SIZE_REQUIRED_MESSAGE = 'Please select a mattress size';
export const DEPTH_REQUIRED_MESSAGE = 'Please select a mattress depth';
export const SOLD_OUT_LABEL = 'SOLD OUT';
/** Beside SOLD OUT on a size or depth tile: opens the sold-out notification modal. */
export const NOTIFY_ME_LABEL = 'Notify me';
export const ITEM_REMOVED_MESSAGE = 'Successfully removed item from cart';
export const PROMO_CODE_INVALID_MESSAGE = 'This promo code is invalid';
export const DELETE_CONFIRM_QUESTION = 'Are you sure you want to delete this item?';
export const EXIT_CONFIRM_QUESTION = 'Are you sure you want to leave?';
export const CART_TITLE = 'Your cart';
export const EMPTY_CART_HEADING = 'Looks like your cart is empty';
export const EMPTY_CART_TEXT = 'Build your product now';
export const START_NOW_LABEL = 'Start now';
export const START_NEW_PURCHASE_LABEL = 'Start new purchase';
export const EDIT_CART_LABEL = 'Edit cart';
export const TOTAL_LABEL = 'Total';
export const ADD_ANOTHER_PRODUCT_LABEL = 'Add another product';
/** Cart line description (spec §2 Cart modal). */
export const itemContentsText = (depth: string) => `Bottom sheet, top sheet & 2x pillow sheets. Mattress depth of ${depth}`;
/** The cart item's premiumPackaging (spec §3) as the shopper reads it, in the words the shop's line attribute uses. */
export const PREMIUM_PACKAGING_LABEL = PREMIUM_PACKAGING_ATTRIBUTE;
export const premiumPackagingText = (on: boolean) => (on ? PREMIUM_PACKAGING_VALUES.on : PREMIUM_PACKAGING_VALUES.off);
/** The size finder's measurements on a cart line, in the words of the shop's line attribute ('Mattress: 152 × 203 × 32 cm'). */
export const MATTRESS_LABEL = MATTRESS_ATTRIBUTE;
// The spec gives no wording for these two success messages; kept here so the copy can change in one place.
export const ITEM_ADDED_MESSAGE = 'Successfully added item to cart';
export const QUANTITY_UPDATED_MESSAGE = 'Successfully updated your cart';
/** Shown when a cart call fails without a message of its own. */
export const CART_FAILED_MESSAGE = 'Your cart could not be updated. Please try again.';

// ── While the shop cannot be reached (static catalogue, shop-rules/static-catalog.ts) ─────────────────────
// The spec asks only for "a clear note that ordering resumes shortly"; the rest of the wording is the site's.
export const ORDERING_PAUSED_HEADING = 'Ordering resumes shortly';
export const ORDERING_PAUSED_TEXT =
  'Our shop is not answering just now, so these are our standard sizes and prices. You can still choose your set: adding to the cart and checkout open again as soon as the shop is back, with everything you chose.';
/** Why Add to cart and Checkout cannot be used yet (beside them, and their accessible description). */
export const ORDERING_PAUSED_REASON = 'Ordering resumes shortly: adding to the cart and checkout wait for our shop.';
