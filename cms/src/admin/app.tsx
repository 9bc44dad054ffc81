// The admin panel's additions for editors: "Content health" and "Form export" in the main menu, both shown to
// every signed-in user; the admin API refuses what a role may not do (the export needs its permission).
import { FileCsv, Heart } from '@strapi/icons';
import { registerColourField } from './colour-field';

export default {
  config: { locales: [] },
  register(app: { addMenuLink: (link: unknown) => void }) {
    registerColourField(app);
    app.addMenuLink({
      to: 'site-content-health',
      icon: Heart,
      intlLabel: { id: 'site.content-health', defaultMessage: 'Content health' },
      permissions: [],
      Component: () => import('./site/content-health-page'),
    });
    app.addMenuLink({
      to: 'site-form-export',
      icon: FileCsv,
      intlLabel: { id: 'site.form-export', defaultMessage: 'Form export' },
      permissions: [],
      Component: () => import('./site/form-export-page'),
    });
  },
  bootstrap() {},
};
