// Editors read labels and one-line hints, not field names: every site content type's and component's fields get
// the words openapi/cms.yaml gives them (generated into field-labels.generated.json), and a field the block fixes
// (componentName) is neither shown nor editable. The schema is the one source of these words, so they are set again
// at every start; everything else an editor arranged in "Configure the view" (layout, sizes, placeholders, sorting)
// is kept as it is.
import type { Core } from '@strapi/strapi';
import { SCHEDULED_CONTENT_TYPES, SCHEDULE_FIELD_WORDS } from '../scheduling/schedule-fields';
import { FIELD_WORDS, withPlainWords, type Configuration, type FieldWords } from './plain-words';

type ConfigurationService = {
  findConfiguration(model: unknown): Promise<Configuration>;
  updateConfiguration(model: unknown, configuration: Omit<Configuration, never>): Promise<unknown>;
};

async function label(service: ConfigurationService, model: unknown, fields: Record<string, FieldWords>): Promise<void> {
  if (!model) return;
  const current = await service.findConfiguration(model);
  await service.updateConfiguration(model, { settings: current.settings, metadatas: withPlainWords(current.metadatas, fields), layouts: current.layouts });
}

export async function applyFieldLabels(strapi: Core.Strapi): Promise<void> {
  const contentManager = strapi.plugin('content-manager');
  const contentTypes = contentManager.service('content-types') as ConfigurationService & { findContentType(uid: string): unknown };
  const components = contentManager.service('components') as ConfigurationService & { findComponent(uid: string): unknown };
  for (const [uid, { fields }] of Object.entries(FIELD_WORDS.contentTypes)) {
    const scheduled = (SCHEDULED_CONTENT_TYPES as readonly string[]).includes(uid) ? SCHEDULE_FIELD_WORDS : {};
    await label(contentTypes, contentTypes.findContentType(uid), { ...fields, ...scheduled });
  }
  for (const [uid, { fields }] of Object.entries(FIELD_WORDS.components)) await label(components, components.findComponent(uid), fields);
}
