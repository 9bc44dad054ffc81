// Shows a CMS markdown field. The server has already turned it into safe HTML (blocks/markdown/), so the
// browser only receives markup, never the markdown renderer.
type Props = { html: string | null | undefined; className?: string };

export function MarkdownHtml({ html, className }: Props) {
  if (!html) return null;
  return <div className={`markdown ${className ?? ''}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
