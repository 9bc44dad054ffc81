// Markdown from the CMS → HTML, on the server only, so react-markdown never reaches the browser.
// Raw HTML in the markdown is not rendered (react-markdown's default) and unsafe URLs are dropped.
import type { AnchorHTMLAttributes } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';

function ContentLink({ href, children, node: _node, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { node?: unknown }) {
  const external = typeof href === 'string' && /^https?:\/\//i.test(href);
  return (
    <a href={href} {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

export function markdownToHtml(markdown: string): string {
  return renderToStaticMarkup(<Markdown components={{ a: ContentLink }}>{markdown}</Markdown>);
}
