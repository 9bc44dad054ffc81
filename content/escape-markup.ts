// The one escaper for text put into markup the site writes by hand (the static pages, sitemap.xml, the demo
// shop's pages and the demo drawings): safe in HTML and XML text and in quoted attributes alike.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}
