// Strapi's stock middlewares, with the admin allowed to frame the site for draft preview, and the deep
// population the site asks for (populate=deep,N) resolved after the query is parsed.
export default ({ env }) => {
  const siteUrl = env('SITE_URL');
  return [
    'strapi::logger',
    'strapi::errors',
    {
      name: 'strapi::security',
      config: {
        contentSecurityPolicy: {
          useDefaults: true,
          directives: {
            'connect-src': ["'self'", 'https:'],
            'img-src': ["'self'", 'data:', 'blob:'],
            'media-src': ["'self'", 'data:', 'blob:'],
            'frame-src': ["'self'", ...(siteUrl ? [siteUrl] : [])],
            upgradeInsecureRequests: null,
          },
        },
      },
    },
    'strapi::cors',
    'strapi::poweredBy',
    'strapi::query',
    'strapi::body',
    'strapi::session',
    'strapi::favicon',
    'strapi::public',
    'global::deep-populate',
  ];
};
