// The "History" panel beside a page's or article's edit screen: a link to its versions (the History page).
import { TextLink } from './text-link';

const VERSIONED = ['api::page.page', 'api::blog-article.blog-article'];

export function HistoryPanel({ model, documentId }: { model: string; documentId?: string }) {
  if (!VERSIONED.includes(model) || !documentId) return null;
  return {
    title: 'History',
    content: <TextLink to={`/site-history?contentType=${model}&documentId=${documentId}`}>Published versions, compare and restore</TextLink>,
  };
}
