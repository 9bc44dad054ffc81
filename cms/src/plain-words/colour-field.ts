// The brand colour field: an enumeration of the site's colour codes (what the API sends and the site paints)
// that the admin shows as named swatches ("Sage green") instead of codes (cms/src/admin/colour-field/).
// Registered before the content types load, which name it as `global::colour` (generated from openapi/cms.yaml).
import type { Core } from '@strapi/strapi';

export function registerColourField(strapi: Core.Strapi): void {
  strapi.customFields.register({ name: 'colour', type: 'enumeration' });
}
