// The signed-in customer's access token for a request, for what the site does on their behalf outside /account
// (naming them on the cart that goes to checkout). Refreshed when it is about to lapse; a session the shop no
// longer honours, or a shop that is away, counts as signed out here rather than stopping the shopper.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { log } from '../logging/logger.ts';
import { type CustomerAccountClient, isAccountServiceFailure } from './customer-account-client.ts';
import type { CustomerSessionStore } from './customer-session-store.ts';

export type CustomerAccessToken = (c: Context) => Promise<string | null>;

export function customerAccessTokenOf({
  client,
  store,
  appKey,
}: {
  client: CustomerAccountClient;
  store: CustomerSessionStore;
  appKey: string;
}): CustomerAccessToken {
  const sessionCookie = `${appKey}_token`;
  return async (c) => {
    const key = getCookie(c, sessionCookie);
    const session = await store.session(key);
    if (!session) return null;
    if (!client.needsRefresh(session)) return session.accessToken;
    try {
      const refreshed = await client.refresh(session.refreshToken);
      await store.updateTokens(key!, refreshed);
      return refreshed.accessToken;
    } catch (error) {
      if (!isAccountServiceFailure(error)) throw error;
      log.warn('customer_accounts.token_unavailable', { reason: error.message });
      return null;
    }
  };
}
