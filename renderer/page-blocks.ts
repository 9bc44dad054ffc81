// The CMS block kinds a page renders: a content page's or article's blocks, or the 404 page's extra blocks.
// The page data is whatever the CMS sent, so anything unexpected names no block here (the page itself then
// decides how to fail) instead of breaking the render.
type BlockCarrier = { blocks?: unknown } | null | undefined;

function componentNames(blocks: unknown): string[] {
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block: { componentName?: unknown } | null) => (typeof block?.componentName === 'string' ? [block.componentName] : []));
}

export function blockNamesOnPage(pageContext: { data?: unknown; abortReason?: unknown }): string[] {
  const sources = [pageContext.data as BlockCarrier, pageContext.abortReason as BlockCarrier];
  return [...new Set(sources.flatMap((source) => componentNames(source?.blocks)))];
}
