import { useData } from 'vike-react/useData';
import { BlockList } from '../../blocks/BlockList.tsx';
import { MarkdownHtml } from '../../blocks/markdown/MarkdownHtml.tsx';
import { PAGE_HEADING_BLOCKS } from '../../blocks/registry.ts';
import { ArticleIntro } from './ArticleIntro.tsx';
import type { ContentPageData } from './content-page-data.ts';

export default function Page() {
  const data = useData<ContentPageData>();
  const opensWithHeading = data.kind === 'page' && data.blocks[0] && PAGE_HEADING_BLOCKS.includes(data.blocks[0].componentName);
  return (
    <>
      {data.kind === 'article' && <ArticleIntro article={data.article} />}
      {data.kind === 'article' && data.article.richText && (
        <div className="container article-body">
          <MarkdownHtml html={data.article.richText} />
        </div>
      )}
      {data.kind === 'page' && !opensWithHeading && <h1 className="visually-hidden">{data.title}</h1>}
      <BlockList blocks={data.blocks} page={data.slug} />
    </>
  );
}
