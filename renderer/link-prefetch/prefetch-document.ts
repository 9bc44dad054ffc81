// No page has a client router (links are full page loads), so a link's page is fetched ahead as a document: the browser
// keeps it for the click that follows, which then loads at once (from the page cache or Varnish behind it).
export function prefetchDocument(document: Document, path: string): Promise<void> {
  return new Promise((fetched, failed) => {
    const link = Object.assign(document.createElement('link'), { rel: 'prefetch', href: path, as: 'document' });
    link.addEventListener('load', () => fetched(), { once: true });
    link.addEventListener('error', () => failed(new Error(`Prefetching ${path} failed`)), { once: true });
    document.head.append(link);
  });
}
