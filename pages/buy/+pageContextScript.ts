// /buy's page context, written after the page's root (renderer/+bodyHtmlEnd.ts) for hydrate-buy-page.tsx.
export { buyPageContextScript as default } from './buy-page-context.ts';
