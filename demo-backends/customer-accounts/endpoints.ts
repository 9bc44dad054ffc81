// Where the demo shop's customer account endpoints live, relative to its origin, as a shop's discovery documents
// name them (Shopify: /authentication/{shop}/oauth/authorize...; the demo shop has one shop, so no id in the path).
export const CUSTOMER_API_VERSION = '2026-04';

export const ENDPOINTS = {
  openIdConfiguration: '/.well-known/openid-configuration',
  customerAccountApi: '/.well-known/customer-account-api',
  authorize: '/authentication/oauth/authorize',
  signIn: '/authentication/oauth/sign-in',
  token: '/authentication/oauth/token',
  logout: '/authentication/logout',
  graphql: `/account/customer/api/${CUSTOMER_API_VERSION}/graphql`,
} as const;

/** The public client the site signs in with unless the shop is told another one. */
export const DEMO_CLIENT_ID = 'shp_demo-shop-customer-accounts';

export const SUPPORTED_SCOPES = ['openid', 'email', 'customer-account-api:full'] as const;
