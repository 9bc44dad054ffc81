// Catalogue operations a headless storefront of this shop sends, written for the demo shop's contract tests: a
// product page (by handle, with the variant a URL selects), product grids (search, every sort key, cursor paging),
// related products and the header (shop and menu). Each names the Storefront features it leans on.

/** Money as every operation here reads it. */
export const PRICE_FIELDS = `#graphql
  fragment PriceFields on MoneyV2 {
    amount
    currencyCode
  }
`;

const PICTURE_FIELDS = `#graphql
  fragment PictureFields on Image {
    __typename
    id
    url
    altText
    width
    height
  }
`;

/** A variant as a product page's price, picture and add-to-cart button need it. */
const SELLABLE_VARIANT = `#graphql
  fragment SellableVariant on ProductVariant {
    id
    title
    sku
    availableForSale
    price { ...PriceFields }
    compareAtPrice { ...PriceFields }
    unitPrice { ...PriceFields }
    image { ...PictureFields }
    selectedOptions { name value }
    product { handle title }
  }
`;

/**
 * The product page: Product by handle, `selectedOrFirstAvailableVariant` and `adjacentVariants` for the chosen
 * options, each option value's first selectable variant and swatch, the encoded variant strings, SEO and gallery.
 */
export const SHEET_SET_PAGE = `#graphql
  query SheetSetPage($handle: String!, $chosen: [SelectedOptionInput!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      handle
      title
      vendor
      description
      descriptionHtml
      availableForSale
      tags
      updatedAt
      seo { title description }
      encodedVariantExistence
      encodedVariantAvailability
      featuredImage { ...PictureFields }
      gallery: images(first: 12) { edges { node { ...PictureFields } } }
      priceRange {
        lowest: minVariantPrice { ...PriceFields }
        highest: maxVariantPrice { ...PriceFields }
      }
      options {
        name
        optionValues {
          name
          swatch { color image { previewImage { url } } }
          firstSelectableVariant { ...SellableVariant }
        }
      }
      chosenVariant: selectedOrFirstAvailableVariant(selectedOptions: $chosen, ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
        ...SellableVariant
      }
      neighbours: adjacentVariants(selectedOptions: $chosen) { ...SellableVariant }
      allVariants: variants(first: 100) { nodes { ...SellableVariant } }
    }
  }
  ${SELLABLE_VARIANT}
  ${PICTURE_FIELDS}
  ${PRICE_FIELDS}
`;

/** A tile in a grid: what a listing shows of a product. */
export const PRODUCT_TILE = `#graphql
  fragment ProductTile on Product {
    id
    handle
    title
    availableForSale
    featuredImage { ...PictureFields }
    priceRange {
      lowest: minVariantPrice { ...PriceFields }
      highest: maxVariantPrice { ...PriceFields }
    }
    firstVariant: variants(first: 1) { nodes { id selectedOptions { name value } } }
  }
  ${PICTURE_FIELDS}
  ${PRICE_FIELDS}
`;

/** The catalogue grid and search results: products with a search term, a sort key and cursors both ways. */
export const PRODUCT_GRID = `#graphql
  query ProductGrid(
    $search: String
    $order: ProductSortKeys
    $descending: Boolean
    $pageSize: Int
    $backSize: Int
    $after: String
    $before: String
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    products(query: $search, sortKey: $order, reverse: $descending, first: $pageSize, last: $backSize, after: $after, before: $before) {
      nodes { ...ProductTile }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
  ${PRODUCT_TILE}
`;

/** Related products under a product page. */
export const ALSO_CONSIDER = `#graphql
  query AlsoConsider($productId: ID!, $country: CountryCode) @inContext(country: $country) {
    productRecommendations(productId: $productId) { ...ProductTile }
  }
  ${PRODUCT_TILE}
`;

/** The header: the shop's name and domain, and a menu by handle with its nested items. */
export const SITE_HEADER = `#graphql
  query SiteHeader($menuHandle: String!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    shop {
      id
      name
      description
      primaryDomain { url }
      brand { logo { image { url } } }
    }
    menu(handle: $menuHandle) {
      id
      items {
        ...NavigationLink
        items { ...NavigationLink }
      }
    }
  }
  fragment NavigationLink on MenuItem {
    id
    resourceId
    tags
    title
    type
    url
  }
`;
