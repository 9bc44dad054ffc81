// server/caching/page-query.ts → deploy/varnish/page-query.vcl: the reference VCL keys content pages by the same
// query parameters as the site's page cache, from the one list of what content pages read.
import { CONTENT_PAGE_QUERY_PARAMETERS } from '../../server/caching/page-query.ts';
import type { GeneratedFile } from './generated-file.ts';

export const VARNISH_PAGE_QUERY_VCL = 'deploy/varnish/page-query.vcl';

const escapeRegex = (name: string) => name.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

export function generateVarnishPageQuery(): GeneratedFile[] {
  const names = CONTENT_PAGE_QUERY_PARAMETERS.map(escapeRegex).join('|');
  const content = `# Written by \`npm run codegen\` from server/caching/page-query.ts (the site's page cache keys pages the same way):
# edit that list, not this file. Included by default.vcl.
#
# A content page's query keeps only the parameters content pages read, sorted: every other one (utm_*, fbclid,
# gclid and any unknown parameter) is dropped, so \`/?r=1\` and \`/?utm_source=x\` are \`/\`: one object, one render.
sub normalise_content_page_query {
    if (req.url ~ "\\?") {
        set req.url = regsuball(req.url, "(?<=[?&])(?!(?:${names})(?:=|&|$))[^&]*(?:&|$)", "");
        set req.url = regsub(req.url, "[?&]+$", "");
        set req.url = std.querysort(req.url);
    }
}
`;
  return [{ path: VARNISH_PAGE_QUERY_VCL, content }];
}
