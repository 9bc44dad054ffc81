// The page an instance answers while it has no content to render (see readiness.ts), in the server's static
// page shell (static-page.ts): search engines keep the page they already know.
import { staticPageHtml } from './static-page.ts';

export const BACK_SHORTLY_HEADING = 'We’ll be back shortly';
export const BACK_SHORTLY_MESSAGE = 'The shop is getting ready. Please try again in a minute.';

export function backShortlyHtml(): string {
  return staticPageHtml({ heading: BACK_SHORTLY_HEADING, bodyHtml: `<p>${BACK_SHORTLY_MESSAGE}</p>` });
}
