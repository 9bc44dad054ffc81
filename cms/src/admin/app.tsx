// The admin panel's additions for editors: "Content health", "Form export", "Funnel", "Scheduled" and "History" in the
// main menu, shown to every signed-in user (the admin API refuses what a role may not do: the export needs its
// permission, scheduling and restoring need the right to change the entry), and a History link beside each
// page's and article's edit screen.
import { ChartBubble, Clock, ClockCounterClockwise, FileCsv, Heart } from '@strapi/icons';
import { FUNNEL_ACTION_ID } from '../editors/funnel-action';
import { registerColourField } from './colour-field';
import { HistoryPanel } from './site/history-panel';

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
    // Only for roles that may read it (Editor and above).
    app.addMenuLink({
      to: 'site-funnel',
      icon: ChartBubble,
      intlLabel: { id: 'site.funnel', defaultMessage: 'Funnel' },
      permissions: [{ action: FUNNEL_ACTION_ID, subject: null }],
      Component: () => import('./site/funnel-page'),
    });
    app.addMenuLink({
      to: 'site-scheduled',
      icon: Clock,
      intlLabel: { id: 'site.scheduled', defaultMessage: 'Scheduled' },
      permissions: [],
      Component: () => import('./site/scheduled-page'),
    });
    app.addMenuLink({
      to: 'site-history',
      icon: ClockCounterClockwise,
      intlLabel: { id: 'site.history', defaultMessage: 'History' },
      permissions: [],
      Component: () => import('./site/history-page'),
    });
  },
  bootstrap(app: { getPlugin: (name: string) => { apis: { addEditViewSidePanel: (panels: unknown[]) => void } } }) {
    app.getPlugin('content-manager').apis.addEditViewSidePanel([HistoryPanel]);
  },
};
