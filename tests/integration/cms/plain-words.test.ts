// What an editor reads in Strapi's Content Manager, on a real Strapi (cms/, seeded): fields by their labels and
// hints from openapi/cms.yaml, a block's fixed type hidden, "Show on the site" for isActive, colours kept as the
// site's codes behind their names, the slug filled from the title, and the labels set again at start without
// undoing how an editor arranged a list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/site-process.ts';
import { signIn, type AdminApi } from './support/admin-accounts.ts';
import { startSeededStrapi, type SeededStrapi } from './support/seeded-strapi.ts';

type Metadata = { edit: { label: string; description: string; visible: boolean; editable: boolean }; list: { label: string } };
type Configuration = { settings: Record<string, unknown>; metadatas: Record<string, Metadata>; layouts: { list: string[]; edit: unknown } };

let cms: SeededStrapi;
let admin: AdminApi;

const pageConfiguration = async () =>
  (await admin.json<{ data: { contentType: Configuration } }>('/content-manager/content-types/api::page.page/configuration')).data.contentType;
const componentConfiguration = async (uid: string) =>
  (await admin.json<{ data: { component: Configuration } }>(`/content-manager/components/${uid}/configuration`)).data.component;

beforeAll(async () => {
  cms = await startSeededStrapi({ siteUrl: `http://127.0.0.1:${await freePort()}` });
  admin = await signIn(cms.strapi.url, cms.adminEmail, cms.adminPassword);
});

afterAll(async () => {
  await cms?.stop();
});

describe("the CMS in an editor's words", () => {
  it('a page’s fields have labels and one-line hints, in the form and in the list', async () => {
    const { metadatas } = await pageConfiguration();
    expect(metadatas.title!.edit).toMatchObject({ label: 'Title', description: 'The page’s name; its web address is made from it.' });
    expect(metadatas.slug!.edit.label).toBe('Web address');
    expect(metadatas.pageContent!.edit.label).toBe('Blocks');
    expect(metadatas.pageSeo!.list.label).toBe('Search and sharing');
    // The CMS's own schedule fields too, though the site never reads them.
    expect(metadatas.publishAt!.edit).toMatchObject({ label: 'Publish at', description: expect.stringContaining('publishes this draft at this time') });
    expect(metadatas.unpublishAt!.edit.label).toBe('Unpublish at');
  });

  it('a block shows “Show on the site” and a background colour by name, and hides its fixed type', async () => {
    const { metadatas } = await componentConfiguration('blocks.page-intro');
    expect(metadatas.isActive!.edit).toMatchObject({ label: 'Show on the site', description: expect.stringContaining('without deleting it') });
    expect(metadatas.backgroundColour!.edit.label).toBe('Background colour');
    expect(metadatas.subHeading!.edit).toMatchObject({ label: 'Subheading', description: 'A shorter line under the heading. Optional.' });
    expect(metadatas.componentName!.edit).toMatchObject({ visible: false, editable: false });
    expect((await componentConfiguration('shared.button')).metadatas.buttonColour!.edit.label).toBe('Words colour');
  });

  it('a colour picked by name is saved as the site’s code, and only a brand colour is accepted', async () => {
    const page = (backgroundColour: string) => ({
      title: `Colour ${backgroundColour}`,
      slug: `colour-${backgroundColour}`,
      pageContent: [{ __component: 'blocks.page-intro', componentName: 'PageIntro', isActive: true, heading: 'Sage', backgroundColour }],
    });
    const saved = await admin.json<{ data: { pageContent: { backgroundColour: string }[] } }>('/content-manager/collection-types/api::page.page', { method: 'POST', body: JSON.stringify(page('sage-green')) });
    expect(saved.data.pageContent[0]!.backgroundColour).toBe('sage-green');
    const refused = await admin.request('/content-manager/collection-types/api::page.page', { method: 'POST', body: JSON.stringify(page('hot-pink')) });
    expect(refused.status).toBe(400);
  });

  it('the web address fills in from the title', async () => {
    const generated = await admin.json<{ data: string }>('/content-manager/uid/generate', {
      method: 'POST',
      body: JSON.stringify({ contentTypeUID: 'api::page.page', field: 'slug', data: { title: 'Our Linen Story' } }),
    });
    expect(generated.data).toBe('our-linen-story');
  });

  it('after a restart the labels are the schema’s again, and the list an editor arranged stays as they left it', async () => {
    const before = await pageConfiguration();
    const arranged = ['title', 'slug'];
    // As the admin's "Configure the view" sends it: a relation's list metadata without the mainField the GET adds.
    const sent = Object.fromEntries(Object.entries(before.metadatas).map(([field, { edit, list }]) => [field, { edit, list: { ...list, mainField: undefined } }]));
    const renamed = { ...sent, title: { ...sent.title!, edit: { ...sent.title!.edit, label: 'Name' } } };
    await admin.json('/content-manager/content-types/api::page.page/configuration', {
      method: 'PUT',
      body: JSON.stringify({ settings: before.settings, metadatas: renamed, layouts: { ...before.layouts, list: arranged } }),
    });
    expect((await pageConfiguration()).metadatas.title!.edit.label).toBe('Name');

    await cms.restart();
    admin = await signIn(cms.strapi.url, cms.adminEmail, cms.adminPassword);
    const after = await pageConfiguration();
    expect(after.layouts.list).toEqual(arranged);
    expect(after.metadatas.title!.edit.label).toBe('Title');
  });
});
