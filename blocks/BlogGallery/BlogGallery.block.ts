import { defineBlock } from '../block-descriptor.ts';

export const blogGalleryBlock = defineBlock({
  name: 'BlogGallery',
  load: () => import('./BlogGallery.tsx').then((module) => module.BlogGallery),
  // Its links are plain; the filter bar's scroll to the chosen filter is the page's plain script (filter-into-view.ts).
  island: false,
  ownsPageHeading: false,
  cache: 'content',
  // The articles are in the CMS snapshot; only the tiles the URL asks for are sent with the page.
  serverData: (context) => import('./blog-gallery-data.ts').then((module) => module.blogGalleryData(context)),
});
