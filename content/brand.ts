/** The brand name where no CMS text provides it (titles, the wordmark, the default blog author). */
export const BRAND_NAME = 'Linden & Tuck';

/** Page titles end with the brand once, whether or not the CMS meta title already says it. */
export function pageTitle(title: string): string {
  return title.includes(BRAND_NAME) ? title : `${title} | ${BRAND_NAME}`;
}
