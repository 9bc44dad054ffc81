// Collection operations written for the demo shop's contract tests: the collections index, one collection by
// handle, and a collection's products with a sort key, filters (with the facets a filter sidebar reads) and cursors.
import { PRODUCT_TILE } from './catalogue.ts';

const COLLECTION_SUMMARY = `#graphql
  fragment CollectionSummary on Collection {
    id
    handle
    title
    description
    updatedAt
    seo { title description }
    image { url altText width height }
  }
`;

export const COLLECTION_INDEX = `#graphql
  query CollectionIndex($pageSize: Int, $backSize: Int, $after: String, $before: String, $order: CollectionSortKeys, $country: CountryCode)
  @inContext(country: $country) {
    collections(first: $pageSize, last: $backSize, after: $after, before: $before, sortKey: $order) {
      edges { cursor node { ...CollectionSummary } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
  ${COLLECTION_SUMMARY}
`;

export const COLLECTION_BY_HANDLE = `#graphql
  query CollectionByHandle($handle: String!) {
    collection(handle: $handle) { ...CollectionSummary }
  }
  ${COLLECTION_SUMMARY}
`;

/** A collection page: its products in an order, narrowed by filters, with the facets to narrow further. */
export const COLLECTION_SHELF = `#graphql
  query CollectionShelf(
    $handle: String!
    $order: ProductCollectionSortKeys
    $descending: Boolean
    $narrowTo: [ProductFilter!]
    $pageSize: Int
    $backSize: Int
    $after: String
    $before: String
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      handle
      title
      description
      products(sortKey: $order, reverse: $descending, filters: $narrowTo, first: $pageSize, last: $backSize, after: $after, before: $before) {
        facets: filters { id label type values { id label count input } }
        nodes { ...ProductTile }
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      }
    }
  }
  ${PRODUCT_TILE}
`;
