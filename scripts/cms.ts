// `npm run cms`: the CMS editors use, on this machine. Installs cms/ and builds its admin panel when needed,
// loads the demo content into an empty database (scripts/cms-seed.ts; a filled one is left as it is), and
// starts Strapi with its admin panel at http://localhost:1337/admin (PORT to change). Ctrl-C stops it.
import { ensureAdminBuilt, ensureCmsInstalled, seedStrapi, startStrapi } from './support/strapi.ts';

const DEFAULT_PORT = 1337;

async function main() {
  ensureCmsInstalled();
  ensureAdminBuilt();
  seedStrapi();
  const port = Number(process.env.PORT ?? DEFAULT_PORT);
  const strapi = await startStrapi({ port, host: process.env.HOST ?? '0.0.0.0', serveAdmin: true, logs: true });
  console.log(`\nThe CMS is running: ${strapi.url}/admin (content API at ${strapi.url}/api). Ctrl-C stops it.`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void strapi.stop().then(() => process.exit(0)));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
