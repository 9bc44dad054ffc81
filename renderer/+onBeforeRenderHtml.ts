// Before the HTML renders: load the page's blocks, and note the image that opens the page (the opening block's,
// or an article's own) and the fonts of its first screen for <link rel="preload">. The code of the blocks that are
// islands is not preloaded: each island fetches it when its rule says (blocks/islands/island-markup.ts).
import type { PageContextServer } from 'vike/types';
import { loadBlocks } from '../blocks/loaded-blocks.ts';
import { blockNamesOnPage } from './page-blocks.ts';
import { imagePreloads, openingBlockPreloads } from '../blocks/hero-preloads.ts';
import { ARTICLE_HERO_BOX } from '../blocks/shared/image-boxes.ts';
import type { MediaRelation, PageBlock } from '../content/cms-types.ts';
import { FIRST_SCREEN_FONTS, ITALIC_DISPLAY_FONT } from './styles/first-screen-fonts.ts';

type PageWithHero = { kind?: string; blocks?: PageBlock[]; article?: { image?: MediaRelation | null; subHeading?: string | null } } | null | undefined;

export async function onBeforeRenderHtml(pageContext: PageContextServer): Promise<void> {
  const names = blockNamesOnPage(pageContext);
  await loadBlocks(names);
  const page = pageContext.data as PageWithHero;
  pageContext.heroPreloads =
    page?.kind === 'article'
      ? imagePreloads(pageContext.mediaSource, [{ image: page.article?.image, box: ARTICLE_HERO_BOX }])
      : openingBlockPreloads(pageContext.mediaSource, page?.blocks);
  // An article's sub-heading is italic and in its first screen; its stand-in can break lines elsewhere at large
  // sizes, so the face comes with the page and swaps in before the first paint.
  const italicFirstScreen = page?.kind === 'article' && Boolean(page.article?.subHeading);
  pageContext.fontPreloads = italicFirstScreen ? [...FIRST_SCREEN_FONTS, ITALIC_DISPLAY_FONT] : [...FIRST_SCREEN_FONTS];
}
