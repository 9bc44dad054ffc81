# Written by `npm run codegen` from server/caching/page-query.ts (the site's page cache keys pages the same way):
# edit that list, not this file. Included by default.vcl.
#
# A content page's query keeps only the parameters content pages read, sorted: every other one (utm_*, fbclid,
# gclid and any unknown parameter) is dropped, so `/?r=1` and `/?utm_source=x` are `/`: one object, one render.
sub normalise_content_page_query {
    if (req.url ~ "\?") {
        set req.url = regsuball(req.url, "(?<=[?&])(?!(?:category|fit\-depth|fit\-length|fit\-unit|fit\-width|form|message|page|result|version)(?:=|&|$))[^&]*(?:&|$)", "");
        set req.url = regsub(req.url, "[?&]+$", "");
        set req.url = std.querysort(req.url);
    }
}
