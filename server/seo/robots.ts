// robots.txt: everything a visitor can read is crawlable; the API, the embedded demo backends (except their
// media, which pages show) and the checkout hand-off are not. Points crawlers to the sitemap.
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api',
    'Disallow: /demo',
    'Allow: /demo/cms/uploads/',
    'Disallow: /checkout',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
