// The islands, not the whole page, come alive in the browser (see +config.ts).
import { startContentPage } from '../../renderer/islands/content-page-client.ts';

startContentPage();
