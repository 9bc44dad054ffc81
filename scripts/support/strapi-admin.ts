// Strapi's admin API as an editor uses it (through the admin panel): sign in, create, publish and unpublish
// entries, list entries. Tests and scripts drive the CMS with it exactly as an editor's clicks would, so the
// same webhooks fire.
export type AdminSession = {
  create(uid: string, data: Record<string, unknown>): Promise<{ documentId: string }>;
  update(uid: string, documentId: string, data: Record<string, unknown>): Promise<void>;
  publish(uid: string, documentId: string): Promise<void>;
  unpublish(uid: string, documentId: string): Promise<void>;
  /** Every entry of a collection type (drafts included), newest first. */
  list(uid: string): Promise<Record<string, unknown>[]>;
  /** A new full-access API token (Settings → API Tokens), as an editor makes one for the CSV export; its key. */
  createApiToken(name: string): Promise<string>;
  /** The URL the admin's Preview button opens (config/admin.ts), or null when there is none. */
  previewUrl(uid: string, documentId: string, status: 'draft' | 'published'): Promise<string | null>;
};

async function call(url: string, init: RequestInit & { token?: string }): Promise<unknown> {
  const response = await fetch(url, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname} answered ${response.status}: ${body.slice(0, 500)}`);
  return body ? JSON.parse(body) : null;
}

export async function signInToAdmin(cmsUrl: string, email: string, password: string): Promise<AdminSession> {
  const login = (await call(`${cmsUrl}/admin/login`, { method: 'POST', body: JSON.stringify({ email, password }) })) as { data: { token: string } };
  const token = login.data.token;
  const entries = (uid: string) => `${cmsUrl}/content-manager/collection-types/${uid}`;
  return {
    async create(uid, data) {
      const created = (await call(entries(uid), { method: 'POST', token, body: JSON.stringify(data) })) as { data: { documentId: string } };
      return { documentId: created.data.documentId };
    },
    async update(uid, documentId, data) {
      await call(`${entries(uid)}/${documentId}`, { method: 'PUT', token, body: JSON.stringify(data) });
    },
    async publish(uid, documentId) {
      await call(`${entries(uid)}/${documentId}/actions/publish`, { method: 'POST', token, body: '{}' });
    },
    async unpublish(uid, documentId) {
      await call(`${entries(uid)}/${documentId}/actions/unpublish`, { method: 'POST', token, body: '{}' });
    },
    async previewUrl(uid, documentId, status) {
      const query = new URLSearchParams({ documentId, status });
      const found = (await call(`${cmsUrl}/content-manager/preview/url/${uid}?${query}`, { token })) as { data?: { url?: string } } | null;
      return found?.data?.url ?? null;
    },
    async createApiToken(name) {
      const created = (await call(`${cmsUrl}/admin/api-tokens`, {
        method: 'POST',
        token,
        body: JSON.stringify({ name, description: '', type: 'full-access', lifespan: null }),
      })) as { data: { accessKey: string } };
      return created.data.accessKey;
    },
    async list(uid) {
      const found = (await call(`${entries(uid)}?page=1&pageSize=100&sort=id:DESC`, { token })) as { results: Record<string, unknown>[] };
      return found.results;
    },
  };
}
