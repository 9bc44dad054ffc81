// A Strapi instance of cms/ loaded in this process (not listening): what the seed needs of it, typed here
// because the site's project does not depend on @strapi/strapi (cms/ has its own node_modules).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CMS_DIR } from '../support/strapi.ts';

type Documents = {
  findFirst(params?: Record<string, unknown>): Promise<{ documentId: string; [key: string]: unknown } | null>;
  create(params: { data: Record<string, unknown> }): Promise<{ documentId: string; id: number }>;
  update(params: { documentId: string; data: Record<string, unknown> }): Promise<unknown>;
  publish(params: { documentId: string }): Promise<unknown>;
};
type Query = {
  findOne(params: Record<string, unknown>): Promise<unknown>;
  findMany(params?: Record<string, unknown>): Promise<unknown[]>;
};

export type SeedStrapi = {
  documents(uid: string): Documents;
  getModel(uid: string): unknown;
  db: { query(uid: string): Query };
  plugin(name: string): { service(name: string): { upload(input: unknown): Promise<unknown> } };
  get(name: 'webhookStore'): WebhookStore;
  destroy(): Promise<void>;
};

export type Webhook = { id: number | string; name: string; url: string; headers: Record<string, string>; events: string[]; isEnabled: boolean };
export type WebhookStore = {
  findWebhooks(): Promise<Webhook[]>;
  createWebhook(data: Omit<Webhook, 'id'>): Promise<Webhook>;
  updateWebhook(id: Webhook['id'], data: Omit<Webhook, 'id'>): Promise<Webhook>;
};

/** Loads cms/ from its compiled dist (registers, bootstraps, opens the database) without starting the HTTP server. */
export async function loadStrapi(): Promise<SeedStrapi> {
  const require = createRequire(join(CMS_DIR, 'package.json'));
  const { createStrapi } = require('@strapi/strapi') as { createStrapi(options: { appDir: string; distDir: string }): { load(): Promise<SeedStrapi> } };
  return createStrapi({ appDir: CMS_DIR, distDir: join(CMS_DIR, 'dist') }).load();
}
