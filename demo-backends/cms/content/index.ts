// All demo content, assembled once (module evaluation) into the Strapi v4 response bodies the CMS answers.
import { DEMO_ARTICLES } from './blog/index.ts';
import { timestamps } from './helpers.ts';
import { DEMO_PAGES } from './pages/index.ts';
import { footer } from './singletons/footer.ts';
import { header } from './singletons/header.ts';
import { infoModal } from './singletons/info-modal.ts';
import { navigation } from './singletons/navigation.ts';
import { privacyChoices } from './singletons/privacy-choices.ts';
import { soldOutModal } from './singletons/sold-out-modal.ts';
import { subscribeModal } from './singletons/subscribe-modal.ts';
import type {
  BlogArticleEntity,
  FooterResponse,
  HeaderResponse,
  InfoModalResponse,
  NavigationResponse,
  PageEntity,
  PrivacyChoicesResponse,
  SoldOutModalResponse,
  SubscribeModalResponse,
} from './types.ts';

/** A single type as Strapi answers it: one entry with id 1, its timestamps, and empty meta. */
function single<T extends object>(attributes: T) {
  return { data: { id: 1, attributes: { ...attributes, ...timestamps() } }, meta: {} };
}

export type DemoContent = Readonly<{
  pages: readonly PageEntity[];
  articles: readonly BlogArticleEntity[];
  header: HeaderResponse;
  navigation: NavigationResponse;
  subscribeModal: SubscribeModalResponse;
  soldOutModal: SoldOutModalResponse;
  footer: FooterResponse;
  infoModal: InfoModalResponse;
  privacyChoices: PrivacyChoicesResponse;
}>;

export const DEMO_CONTENT: DemoContent = Object.freeze({
  pages: DEMO_PAGES,
  articles: DEMO_ARTICLES,
  header: single(header),
  navigation: single(navigation),
  subscribeModal: single(subscribeModal),
  soldOutModal: single(soldOutModal),
  footer: single(footer),
  infoModal: single(infoModal),
  privacyChoices: single(privacyChoices),
});
