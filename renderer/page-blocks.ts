// The CMS block kinds a page renders: a content page's or article's blocks, or the 404 page's extra blocks.
type BlockCarrier = { blocks?: readonly { componentName: string }[] } | null | undefined;

export function blockNamesOnPage(pageContext: { data?: unknown; abortReason?: unknown }): string[] {
  const sources = [pageContext.data as BlockCarrier, pageContext.abortReason as BlockCarrier];
  return [...new Set(sources.flatMap((source) => source?.blocks?.map((block) => block.componentName) ?? []))];
}
