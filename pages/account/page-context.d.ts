import type { AccountPageData } from './account-page-data.ts';

declare global {
  namespace Vike {
    interface PageContextServer {
      /** /account only: what the customer-account route read for this customer (server/customer-accounts/account-routes.ts). */
      accountPage?: AccountPageData;
    }
  }
}

export {};
