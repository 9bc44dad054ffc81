// Shop content operations written for the demo shop's contract tests: a menu as a footer lists it, and pages by
// handle and as a list (page bodies, summaries and SEO).

export const FOOTER_LINKS = `#graphql
  query FooterLinks($handle: String!) {
    menu(handle: $handle) {
      items { title url }
    }
  }
`;

const PAGE_TEXT = `#graphql
  fragment PageText on Page {
    id
    handle
    title
    body
    bodySummary
    seo { title description }
    createdAt
    updatedAt
  }
`;

export const PAGE_BY_HANDLE = `#graphql
  query PageByHandle($handle: String!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    page(handle: $handle) { ...PageText }
  }
  ${PAGE_TEXT}
`;

/** The older root field some storefronts still read a page by. */
export const PAGE_BY_HANDLE_LEGACY = `#graphql
  query PageByHandleLegacy($handle: String!) {
    pageByHandle(handle: $handle) { ...PageText }
  }
  ${PAGE_TEXT}
`;

export const PAGE_LIST = `#graphql
  query PageList($pageSize: Int = 50) {
    pages(first: $pageSize) { nodes { ...PageText } }
  }
  ${PAGE_TEXT}
`;
