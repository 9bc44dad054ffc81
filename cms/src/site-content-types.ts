// Generated from openapi/cms.yaml by `npm run codegen`: change that file, not this one.
// The content types the site reads: the public role may read them, and the seed fills them.
export const SITE_CONTENT_TYPES = [
  { uid: 'api::page.page', kind: 'collectionType', draftAndPublish: true },
  { uid: 'api::blog-article.blog-article', kind: 'collectionType', draftAndPublish: true },
  { uid: 'api::blog-category.blog-category', kind: 'collectionType', draftAndPublish: false },
  { uid: 'api::header.header', kind: 'singleType', draftAndPublish: false },
  { uid: 'api::navigation.navigation', kind: 'singleType', draftAndPublish: false },
  { uid: 'api::footer.footer', kind: 'singleType', draftAndPublish: false },
  { uid: 'api::subscribe-modal.subscribe-modal', kind: 'singleType', draftAndPublish: false },
  { uid: 'api::sold-out-modal.sold-out-modal', kind: 'singleType', draftAndPublish: false },
  { uid: 'api::info-modal.info-modal', kind: 'singleType', draftAndPublish: false },
  { uid: 'api::privacy-choice.privacy-choice', kind: 'singleType', draftAndPublish: false },
] as const;

export type SiteContentTypeUid = (typeof SITE_CONTENT_TYPES)[number]['uid'];
