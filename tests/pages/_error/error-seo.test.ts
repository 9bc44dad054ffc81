import { describe, expect, it } from 'vitest';
import { errorSeoTags } from '../../../pages/_error/error-seo.ts';
import { MEDIA_SOURCE, recordedContent as content } from '../../renderer/seo/recorded-content.ts';

describe('error page head', () => {
  it('not found: noindex, no canonical address, the CMS 404 description', () => {
    const tags = errorSeoTags({ status: 404, message: 'This page could not be found' }, content, MEDIA_SOURCE);
    expect(tags).toMatchObject({ noindex: true, canonicalPath: null, description: content.pages.get('404')!.seo!.metaDescription, structuredData: [] });
    expect(tags.title).toBe('This page could not be found | Linden & Tuck');
  });

  it('server error: noindex and no description', () => {
    expect(errorSeoTags({ status: 500, message: 'Error' }, content, MEDIA_SOURCE)).toMatchObject({ noindex: true, canonicalPath: null, description: null });
  });
});
