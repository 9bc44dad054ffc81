// The boxes the shop's pictures fill, worked out from the CSS that lays each one out (renderer/cart/CartModal.css,
// pages/buy/buy.css, the container and spaces of renderer/styles/tokens.css). Change one with its CSS.
import { box, fixedBox } from '../../content/images/image-box.ts';
import { containerRule } from './image-boxes.ts';

/** A cart line's thumbnail: 4.5rem square at every viewport (.cart-line__image). */
export const CART_LINE_IMAGE_BOX = fixedBox(72, 1);

/** A summary tile's thumbnail on /buy's last step: 5rem square (.buy-summary__head img). */
export const SUMMARY_IMAGE_BOX = fixedBox(80, 1);

/**
 * Step 2's preview, square (.buy-details__preview img): the first of two equal columns with --space-l between from
 * 768 px ((95vw − 26px − 32px − 2.5vw) / 2, at most (1240 − 65) / 2), the whole container below.
 */
export const DETAILS_PREVIEW_BOX = box({ from: 768, vw: 46.25, offsetPx: -29, maxPx: 588, aspect: 1 }, containerRule(1));

/**
 * Step 1's product pictures at 4:3 (.buy-product__image): the step offers both versions (new version only), in a grid
 * of 16rem-or-wider columns that holds the two side by side once the container fits them and --space-m (from 593 px):
 * (95vw − 26px − 19.2px − 1vw) / 2, at most (1240 − 32) / 2; one above the other, the container's width, below.
 */
export const PRODUCT_CHOICE_BOX = box({ from: 593, vw: 47, offsetPx: -22, maxPx: 604, aspect: 4 / 3 }, containerRule(4 / 3));
