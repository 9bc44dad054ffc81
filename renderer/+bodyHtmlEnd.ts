// After the page's root: the script a page asks for with its own +pageContextScript (/buy's page context, which
// its browser render reads); inside the root, React would hydrate the script too. Vike takes bodyHtmlEnd for all
// pages at once, so each page names its script through that setting; content pages write theirs inside the layout
// (renderer/islands/IslandPageContextScript.tsx). Every page then carries where Shopify's analytics go, when they
// are configured: a data block, read only once the visitor allows analytics (renderer/analytics/).
import type { PageContextServer } from 'vike/types';
import { SHOPIFY_ANALYTICS_SCRIPT_ID } from '../content/analytics/shopify-analytics-shop.ts';
import { scriptSafeJson } from './islands/island-page-context.ts';

const shopifyAnalyticsScript = ({ shopifyAnalytics }: PageContextServer) =>
  shopifyAnalytics ? `<script id="${SHOPIFY_ANALYTICS_SCRIPT_ID}" type="application/json">${scriptSafeJson(shopifyAnalytics)}</script>` : '';

export default (pageContext: PageContextServer) => `${pageContext.config.pageContextScript?.(pageContext) ?? ''}${shopifyAnalyticsScript(pageContext)}`;
