// Admin accounts as a team gets them: the first admin signs in, invites a colleague with a role (Settings →
// Users → Invite), and the colleague finishes registration from the invitation link. Each answers a signed-in
// session token for the admin API, the same one the admin panel keeps.
export type AdminApi = {
  token: string;
  /** A request to the admin API with this session; answers the raw response. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** The JSON of a request that must succeed. */
  json<T = unknown>(path: string, init?: RequestInit): Promise<T>;
};

function apiFor(cmsUrl: string, token: string): AdminApi {
  const request = (path: string, init: RequestInit = {}) =>
    fetch(`${cmsUrl}${path}`, { ...init, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...(init.headers ?? {}) } });
  return {
    token,
    request,
    async json(path, init) {
      const response = await request(path, init);
      const body = await response.text();
      if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path} answered ${response.status}: ${body.slice(0, 500)}`);
      return JSON.parse(body);
    },
  };
}

async function token(response: Response, what: string): Promise<string> {
  const body = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${body.slice(0, 300)}`);
  return (JSON.parse(body) as { data: { token: string } }).data.token;
}

export async function signIn(cmsUrl: string, email: string, password: string): Promise<AdminApi> {
  const response = await fetch(`${cmsUrl}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return apiFor(cmsUrl, await token(response, 'sign-in'));
}

/** Invites `email` with the role whose code is `roleCode` and registers the invitation; answers the new user's session. */
export async function inviteAndRegister(cmsUrl: string, admin: AdminApi, roleCode: string, email: string, password: string): Promise<AdminApi> {
  const roles = await admin.json<{ data: { id: number; code: string }[] }>('/admin/roles');
  const role = roles.data.find((candidate) => candidate.code === roleCode);
  if (!role) throw new Error(`No admin role ${roleCode}: ${roles.data.map((r) => r.code).join(', ')}`);
  const invited = await admin.json<{ data: { registrationToken: string } }>('/admin/users', {
    method: 'POST',
    body: JSON.stringify({ email, firstname: 'Sam', lastname: 'Taylor', roles: [role.id] }),
  });
  const registered = await fetch(`${cmsUrl}/admin/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ registrationToken: invited.data.registrationToken, userInfo: { firstname: 'Sam', lastname: 'Taylor', password } }),
  });
  return apiFor(cmsUrl, await token(registered, 'registration'));
}

type Permission = { action: string; subject: string | null; properties: { fields?: string[] | null; [key: string]: unknown }; conditions: string[] };

/**
 * A role made in Settings → Roles from the permissions another role has on one content type (`subject`), each
 * passed through `adjust` (null leaves it out): how a team makes e.g. a copywriter who may change all but the title.
 * Answers the new role's code, for inviteAndRegister.
 */
export async function createRoleFrom(admin: AdminApi, fromCode: string, name: string, subject: string, adjust: (permission: Permission) => Permission | null): Promise<string> {
  const roles = await admin.json<{ data: { id: number; code: string }[] }>('/admin/roles');
  const from = roles.data.find((role) => role.code === fromCode)!;
  const { data: granted } = await admin.json<{ data: Permission[] }>(`/admin/roles/${from.id}/permissions`);
  const created = await admin.json<{ data: { id: number; code: string } }>('/admin/roles', { method: 'POST', body: JSON.stringify({ name, description: name }) });
  const permissions = granted
    .filter((permission) => permission.subject === subject)
    .map(adjust)
    .filter((permission): permission is Permission => permission !== null)
    .map(({ action, subject: on, properties, conditions }) => ({ action, subject: on, properties, conditions }));
  await admin.json(`/admin/roles/${created.data.id}/permissions`, { method: 'PUT', body: JSON.stringify({ permissions }) });
  return created.data.code;
}

/** Gives the user with this e-mail the roles with these codes instead of theirs (Settings → Users → edit). */
export async function changeRoles(admin: AdminApi, email: string, roleCodes: string[]): Promise<void> {
  const roles = await admin.json<{ data: { id: number; code: string }[] }>('/admin/roles');
  const users = await admin.json<{ data: { results: { id: number; email: string }[] } }>(`/admin/users?pageSize=100&filters[email][$eq]=${encodeURIComponent(email)}`);
  const user = users.data.results.find((candidate) => candidate.email === email)!;
  const ids = roleCodes.map((code) => roles.data.find((role) => role.code === code)!.id);
  await admin.json(`/admin/users/${user.id}`, { method: 'PUT', body: JSON.stringify({ roles: ids }) });
}
