/**
 * Staff and what each role may do (decisions.md, "Staff and the operator console"). Every staff
 * route names one permission; a role grants a set of them.
 */
export const staffRoles = ['moderator', 'support', 'finance', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffPermissions = [
  'moderate_posts',
  'ban_posters',
  'view_accounts',
  'view_ledger',
  'run_ledger_check',
  'halt',
  'suspend_campaigns',
  'review_campaigns',
  'grant_roles',
  'read_audit_log',
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

/** The permissions each role grants. */
export const rolePermissions: Record<StaffRole, readonly StaffPermission[]> = {
  moderator: ['moderate_posts', 'ban_posters', 'review_campaigns'],
  support: ['view_accounts'],
  finance: ['view_ledger', 'run_ledger_check'],
  admin: ['halt', 'suspend_campaigns', 'review_campaigns', 'grant_roles', 'read_audit_log'],
};

/** Whether any of `roles` grants `permission`. */
export const rolesGrant = (roles: readonly StaffRole[], permission: StaffPermission): boolean =>
  roles.some((role) => rolePermissions[role].includes(permission));

export const STAFF_FORBIDDEN = 'Your account cannot do this.';
export const STAFF_NEEDS_TWO_FACTOR = 'Set up two-factor authentication to use the console.';
