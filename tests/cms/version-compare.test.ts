// What an editor reads in History: the fields that differ between two versions, named as the admin shows them.
import { describe, expect, it } from 'vitest';
import { differences } from '../../cms/src/versions/compare.ts';

const schemas: Record<string, { info: { displayName: string }; attributes: Record<string, { type: string; component?: string; components?: string[] }> }> = {
  'blocks.page-intro': { info: { displayName: 'Page intro' }, attributes: { componentName: { type: 'string' }, heading: { type: 'string' }, isActive: { type: 'boolean' } } },
  'blocks.faq': { info: { displayName: 'Faq' }, attributes: { question: { type: 'string' } } },
  'shared.seo': { info: { displayName: 'Seo' }, attributes: { metaTitle: { type: 'string' }, image: { type: 'media' } } },
};
const page = { attributes: { title: { type: 'string' }, updatedAt: { type: 'datetime' }, pageContent: { type: 'dynamiczone', components: ['blocks.page-intro', 'blocks.faq'] }, pageSeo: { type: 'component', component: 'shared.seo' } } };
const schemaOf = (uid: string) => schemas[uid];
const intro = (heading: string, isActive = true) => ({ __component: 'blocks.page-intro', id: Math.random(), componentName: 'PageIntro', heading, isActive });

describe('comparing two versions', () => {
  it('names each changed field by block position and kind, in words, and leaves out ids, dates and unchanged fields', () => {
    const before = { title: 'Sale', updatedAt: '2026-01-01', pageContent: [intro('Winter sale')], pageSeo: { id: 1, metaTitle: 'Sale', image: { id: 3, name: 'old.jpg' } } };
    const after = { title: 'Sale', updatedAt: '2026-02-01', pageContent: [intro('Summer sale', false)], pageSeo: { id: 2, metaTitle: 'Sale', image: { id: 4, name: 'new.jpg' } } };
    expect(differences(schemaOf, page, before, after)).toEqual([
      { path: 'pageContent.0.heading', label: 'Block 1 (Page intro) › Heading', before: 'Winter sale', after: 'Summer sale' },
      { path: 'pageContent.0.isActive', label: 'Block 1 (Page intro) › Is active', before: 'Yes', after: 'No' },
      { path: 'pageSeo.image', label: 'Page seo › Image', before: 'old.jpg', after: 'new.jpg' },
    ]);
  });

  it('shows an added block and its fields as empty before', () => {
    const before = { title: 'FAQs', pageContent: [] };
    const after = { title: 'FAQs', pageContent: [{ __component: 'blocks.faq', question: 'Do you ship abroad?' }] };
    expect(differences(schemaOf, page, before, after)).toEqual([
      { path: 'pageContent.0', label: 'Block 1 (Faq)', before: '(empty)', after: 'Faq' },
      { path: 'pageContent.0.question', label: 'Block 1 (Faq) › Question', before: '(empty)', after: 'Do you ship abroad?' },
    ]);
  });
});
