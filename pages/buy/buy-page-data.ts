// What the /buy page receives from the server: the catalogue grouped by size (the shop's, or the static one while
// the shop cannot be reached), the CMS 'buy' page's SEO and the info-panel texts (markdown already rendered to safe HTML).
import type { CmsSchemas } from '../../content/cms-types.ts';
import type { RootStoreInstance } from '../../models/root-store.ts';
import type { SizeEntry } from '../../shop-rules/size-entries.ts';
import type { ProductOffer } from '../../shop-rules/product-offers.ts';
import type { CatalogSource } from '../../shop-rules/static-catalog.ts';
import type { SeoData } from '../content/content-page-data.ts';
import type { AppVersionMemory } from '../../shop-rules/app-version-memory.ts';

export type BuyPageData = {
  seo: SeoData;
  entries: SizeEntry[];
  /** 'static' when the shop could not be reached: the shopper can choose, and ordering waits for the shop. */
  catalogSource: CatalogSource;
  /** Set while the shop does not answer and the catalogue is the last one it gave: when it gave it (epoch ms). */
  catalogStaleSince?: number;
  /** Each product's price range and stock, for the page's Product JSON-LD (none from the static catalogue). */
  productOffers: ProductOffer[];
  infoModal: CmsSchemas['InfoModal'] | null;
  /** Set with the static or a stale catalogue, so the render is never kept as if the shop had answered (server/rendering/render-page.ts). */
  liveDataMissing?: true;
  /** The V1.0 / V1.1 choice this visit remembers, and the cookie that keeps it; null when rendered without one. */
  appVersionMemory: AppVersionMemory | null;
};

/** What every step of the flow receives from BuyFlow. */
export type StepProps = { store: RootStoreInstance; data: BuyPageData; cartReady: boolean };
