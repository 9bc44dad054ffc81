// The demo content is typed with the types generated from openapi/cms.yaml, so it cannot drift from the contract.
import type { components } from '../../../generated/cms-api';

type Schemas = components['schemas'];

export type PageEntity = Schemas['PageEntity'];
export type PageBlock = Schemas['PageBlock'];
export type BlockOf<Name extends PageBlock['componentName']> = Extract<PageBlock, { componentName: Name }>;
export type BlogArticleEntity = Schemas['BlogArticleEntity'];
export type BlogCategory = Schemas['BlogCategory'];
export type PagesResponse = Schemas['PagesResponse'];
export type BlogArticlesResponse = Schemas['BlogArticlesResponse'];
export type HeaderResponse = Schemas['HeaderResponse'];
export type NavigationResponse = Schemas['NavigationResponse'];
export type FooterResponse = Schemas['FooterResponse'];
export type SubscribeModalResponse = Schemas['SubscribeModalResponse'];
export type SoldOutModalResponse = Schemas['SoldOutModalResponse'];
export type InfoModalResponse = Schemas['InfoModalResponse'];
export type InfoModal = Schemas['InfoModal'];
export type PrivacyChoicesResponse = Schemas['PrivacyChoicesResponse'];
export type PrivacyChoices = Schemas['PrivacyChoices'];
export type Header = Schemas['Header'];
export type Navigation = Schemas['Navigation'];
export type Footer = Schemas['Footer'];
export type SubscribeModal = Schemas['SubscribeModal'];
export type SoldOutModal = Schemas['SoldOutModal'];
export type MediaRelation = Schemas['MediaRelation'];
export type PageLinkRelation = Schemas['PageLinkRelation'];
export type Button = Schemas['Button'];
export type Colour = Schemas['Colour'];
export type Tagline = Schemas['Tagline'];
export type PageSeo = Schemas['PageSeo'];
export type Testimonial = Schemas['Testimonial'];
export type SizeMeasurements = Schemas['SizeMeasurements'];
export type VariantMeasurements = Schemas['VariantMeasurements'];
export type CtaBlock = Schemas['CtaBlock'];
