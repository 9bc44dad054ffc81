// The 404 page (spec §2 "Error screens"): '404', heading, sub-heading and a 'Go back' button to /.
import { block, button, page, seo } from '../helpers.ts';

export const notFoundPage = page(
  '404',
  'Page not found',
  [
    block('NotFound', {
      heading: 'This page could not be found',
      subHeading: 'It may have moved, or the link may be out of date.',
      button: button('Go back', 'home', { arrow: false }),
    }),
  ],
  seo('Page not found | Linden & Tuck', 'The page you were looking for could not be found.', ['404'], 'heroFolds'),
);
