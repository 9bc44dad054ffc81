import { describe, expect, it } from 'vitest';
import { buildContentSnapshot } from '../../../content/content-snapshot.ts';
import { hasEditorNotFoundBlock, notFound } from '../../../pages/_error/not-found.ts';
import { recordedContent as content } from '../../renderer/seo/recorded-content.ts';

describe('the not-found answer', () => {
  it("carries the CMS '404' page's NotFound block, so the editor's copy is shown", () => {
    const reason = notFound(content);
    expect(reason.message).toBe('This page could not be found');
    const block = reason.blocks.find((candidate) => candidate.componentName === 'NotFound');
    expect(block).toMatchObject({ heading: expect.any(String) });
    expect(hasEditorNotFoundBlock(reason.blocks)).toBe(true);
  });

  it('without a CMS 404 page there is nothing to show but the fixed texts', () => {
    const empty = buildContentSnapshot({}, new Date(0).toISOString(), () => {});
    const reason = notFound(empty);
    expect(reason.blocks).toEqual([]);
    expect(hasEditorNotFoundBlock(reason.blocks)).toBe(false);
  });
});
