// The `sizes` of the images that open a page, shared by the component that renders each and the preload
// the server sends for it with the HTML: the two must agree, or the browser fetches the image twice.
export const HALF_WIDTH_HERO_SIZES = '(min-width: 992px) 50vw, 100vw';
export const WIDE_HALF_HERO_SIZES = '(min-width: 992px) 55vw, 100vw';
export const FULL_WIDTH_HERO_SIZES = '100vw';
export const ARTICLE_HERO_SIZES = '(min-width: 1240px) 1240px, 100vw';
/** Art direction of the contact backdrop: the wide crop from this width up, the tall one below. */
export const CONTACT_WIDE_MEDIA = '(min-width: 768px)';
export const CONTACT_TALL_MEDIA = '(max-width: 767.98px)';
