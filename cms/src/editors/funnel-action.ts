// The admin permission that lets a role read the buy-flow funnel: given to the Editor role (editor-role.ts), held by
// Super Admins as every permission is, never by Authors. Listed under Settings → Roles → Plugins → Content Manager.
export const FUNNEL_ACTION = { uid: 'site-funnel.read', displayName: 'Read the buy-flow funnel', section: 'plugins', pluginName: 'content-manager', subCategory: 'analytics' } as const;
export const FUNNEL_ACTION_ID = `plugin::content-manager.${FUNNEL_ACTION.uid}`;
