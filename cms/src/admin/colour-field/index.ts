// Registers the brand colour field in the admin (the server side is cms/src/plain-words/colour-field.ts): every
// colour attribute generated from openapi/cms.yaml is `global::colour` and renders with colour-input.tsx.
import { Palette } from '@strapi/icons';

type AdminApp = { customFields: { register(field: unknown): void } };

/** `app` is the admin's register() argument, whatever type app.tsx gives it. */
export function registerColourField(app: object): void {
  (app as AdminApp).customFields.register({
    name: 'colour',
    type: 'enumeration',
    intlLabel: { id: 'site.colour-field.label', defaultMessage: 'Brand colour' },
    intlDescription: { id: 'site.colour-field.description', defaultMessage: 'One of the brand colours, picked by name.' },
    icon: Palette,
    components: { Input: async () => import('./colour-input') },
  });
}
