// What the /buy page receives from the server: the catalogue grouped by size, the CMS 'buy' page's SEO and the
// info-panel texts (markdown already rendered to safe HTML).
import type { CmsSchemas } from '../../content/cms-types.ts';
import type { RootStoreInstance } from '../../models/root-store.ts';
import type { SizeEntry } from '../../shop-rules/size-entries.ts';
import type { ProductOffer } from '../../shop-rules/product-offers.ts';
import type { SeoData } from '../content/content-page-data.ts';
import type { AppVersionMemory } from './app-version-memory.ts';

export type BuyPageData = {
  seo: SeoData;
  entries: SizeEntry[];
  /** Each product's price range and stock, for the page's Product JSON-LD. */
  productOffers: ProductOffer[];
  infoModal: CmsSchemas['InfoModal'] | null;
  /** Set when the shop could not be reached: the page says so instead of offering nothing. */
  shopUnavailable: boolean;
  /** The V1.0 / V1.1 choice this visit remembers, and the cookie that keeps it; null when rendered without one. */
  appVersionMemory: AppVersionMemory | null;
};

/** What every step of the flow receives from BuyFlow. */
export type StepProps = { store: RootStoreInstance; data: BuyPageData; cartReady: boolean };
