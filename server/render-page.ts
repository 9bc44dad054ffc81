// Hands a GET request to Vike with the current content snapshot and returns its HTML (or page JSON).
import type { Context } from 'hono';
import { renderPage } from 'vike/server';
import type { ContentSnapshot } from './content/content-snapshot.ts';

export type RenderContext = { content: () => ContentSnapshot; mediaBaseUrl: string; siteUrl: string };

export async function renderWithVike(c: Context, context: RenderContext): Promise<Response> {
  const pageContext = await renderPage({
    urlOriginal: c.req.url,
    headersOriginal: Object.fromEntries(c.req.raw.headers),
    content: context.content(),
    mediaBaseUrl: context.mediaBaseUrl,
    siteUrl: context.siteUrl,
  });
  const { httpResponse } = pageContext;
  if (!httpResponse) return c.notFound();
  const headers = new Headers(httpResponse.headers);
  return new Response(httpResponse.body, { status: httpResponse.statusCode, headers });
}
