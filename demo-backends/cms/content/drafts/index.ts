// The demo CMS's unsaved work: the draft versions (Strapi 5 `status=draft`) that differ from what is published.
// Every other entry's draft is its published version. Component ids are fixed here (not from the shared
// counter), so the published content keeps its ids. Never seen on the public site; draft preview shows them.
import { media, timestamps } from '../helpers.ts';
import { testimonialsPage } from '../pages/testimonials.ts';
import type { BlogArticleEntity, PageEntity } from '../types.ts';

/** A published page with an edit not yet published: the intro's sub-heading. */
function testimonialsDraft(): PageEntity {
  const draft = structuredClone(testimonialsPage);
  const intro = draft.attributes.pageContent[0];
  if (intro?.componentName === 'PageIntro') intro.subHeading = 'From bedrooms all over Australia and New Zealand';
  return draft;
}

/**
 * A page that exists only as a draft (never published), whose intro misses its required heading: the one
 * block in the demo content the site would skip, so an editor sees what content health reports.
 */
export const AUTUMN_EDIT_SLUG = 'autumn-edit';
const autumnEditDraft: PageEntity = {
  id: 100,
  attributes: {
    slug: AUTUMN_EDIT_SLUG,
    title: 'The autumn edit',
    pageContent: [
      {
        id: 9001,
        __component: 'blocks.page-intro',
        componentName: 'PageIntro',
        isActive: true,
        subHeading: 'Sand and mist sateen for the cooler months',
        tagline: { id: 9002, colour: 'sage-green', text: 'Coming soon' },
        backgroundImage: media('bedSand'),
        icon: media('iconMonogram'),
        backgroundColour: 'neutral-1',
      } as unknown as PageEntity['attributes']['pageContent'][number],
      {
        id: 9003,
        __component: 'blocks.page-call-to-action',
        componentName: 'PageCallToAction',
        isActive: true,
        heading: 'Warmer tones, the same tailored fit',
        subHeading: 'Made to your mattress depth, with free tracked shipping.',
        button: {
          id: 9004,
          text: 'Build your set',
          arrow: true,
          buttonColour: 'neutral-white',
          backgroundColour: 'neutral-black',
          link: { data: { id: 13, attributes: { slug: 'buy' } } },
          externalLink: null,
        },
        backgroundImage: media('bedEvening'),
        darkMode: true,
      },
    ],
    pageSeo: null,
    ...timestamps(),
    publishedAt: null,
  },
};

export const DEMO_DRAFT_PAGES: readonly PageEntity[] = [testimonialsDraft(), autumnEditDraft];
export const DEMO_DRAFT_ARTICLES: readonly BlogArticleEntity[] = [];
