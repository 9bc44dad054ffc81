// Builds the site's customer accounts from the configuration: the client of the shop's endpoints (the demo
// shop's, or a real shop's found through its discovery documents) and the session store in the site's database.
import type { SqlDatabase } from '../../clients/database/sql-database.ts';
import type { SiteConfig } from '../config/config.ts';
import { ACCOUNT_PATHS } from './account-paths.ts';
import { CustomerAccountClient } from './customer-account-client.ts';
import { CustomerSessionStore } from './customer-session-store.ts';

export type CustomerAccounts = { client: CustomerAccountClient; store: CustomerSessionStore };

/** Null when the shop has no customer accounts configured (a real shop without SHOPIFY_CUSTOMER_ACCOUNT_CLIENT_ID). */
export async function openCustomerAccounts(config: SiteConfig, database: SqlDatabase<unknown>): Promise<CustomerAccounts | null> {
  const settings = config.shop.customerAccounts;
  if (!settings) return null;
  const client = new CustomerAccountClient({
    ...settings,
    redirectUri: new URL(ACCOUNT_PATHS.callback, config.siteUrl).href,
    timeoutMs: config.shopRenderTimeoutMs,
  });
  return { client, store: await CustomerSessionStore.open(database) };
}
