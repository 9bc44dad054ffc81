// The demo shop's customer accounts as one mountable app: discovery, OAuth with PKCE, the sign-in pages and the
// customer GraphQL API. The redirect URIs default to the site's callback (/account/authorize, as Hydrogen names it).
import { Hono } from 'hono';
import { customerApiRoutes } from './customer-api.ts';
import { CustomerData } from './customer-data.ts';
import { DEMO_CLIENT_ID } from './endpoints.ts';
import { Grants } from './grants.ts';
import { IdTokens } from './id-tokens.ts';
import { oauthRoutes } from './oauth-routes.ts';

export type CustomerAccountsOptions = {
  /** Browser-facing URL of the demo shop (the issuer and the endpoints' base). */
  publicBaseUrl: string;
  /** Where sign-in may return to; the site's callback by default. */
  redirectUris?: readonly string[];
  clientId?: string;
  data?: CustomerData;
  grants?: Grants;
};

export function customerAccountRoutes({
  publicBaseUrl,
  redirectUris,
  clientId = DEMO_CLIENT_ID,
  data = new CustomerData(),
  grants = new Grants(),
}: CustomerAccountsOptions): Hono {
  const baseUrl = publicBaseUrl.replace(/\/$/, '');
  const app = new Hono({ strict: false });
  const registered = redirectUris ?? [new URL('/account/authorize', baseUrl).href];
  app.route('/', oauthRoutes({ publicBaseUrl: baseUrl, clientId, redirectUris: registered, grants, idTokens: new IdTokens() }));
  app.route('/', customerApiRoutes({ grants, data }));
  return app;
}
