import { useData } from 'vike-react/useData';
import { BlockList } from '../../blocks/BlockList.tsx';
import { MarkdownHtml } from '../../blocks/markdown/MarkdownHtml.tsx';
import { ownsPageHeading } from '../../blocks/registry.ts';
import { ArticleIntro, BackToTheBlog } from './ArticleIntro.tsx';
import type { ContentPageData } from './content-page-data.ts';

export default function Page() {
  const data = useData<ContentPageData>();
  if (data.kind === 'article') {
    return (
      <article className="article-page">
        <ArticleIntro article={data.article} />
        <MarkdownHtml className="article-body article-measure article-prose" html={data.article.richText} />
        <BlockList blocks={data.blocks} page={data.slug} healthNotes={data.healthNotes} />
        <BackToTheBlog />
      </article>
    );
  }
  const opensWithHeading = data.blocks[0] !== undefined && ownsPageHeading(data.blocks[0].componentName);
  return (
    <>
      {!opensWithHeading && <h1 className="visually-hidden">{data.title}</h1>}
      <BlockList blocks={data.blocks} page={data.slug} healthNotes={data.healthNotes} />
    </>
  );
}
