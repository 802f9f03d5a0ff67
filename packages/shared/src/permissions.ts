/** The permission codes of the spec (document 1, section 6). Routes and menu items are gated by them. */
export const P = {
  DASHBOARD: 'DASHBOARD',
  STATISTICS: 'STATISTICS',
  ADMIN_STATISTICS: 'ADMIN_STATISTICS',
  WALLETS_OVERVIEW: 'WALLETS_OVERVIEW',
  WALLET_READ: 'WALLET_READ',
  SALE_READ: 'SALE_READ',
  SALE_WRITE: 'SALE_WRITE',
  SALE_PENDING_READ: 'SALE_PENDING_READ',
  REFUSAL_READ: 'REFUSAL_READ',
  REFUSAL_WRITE: 'REFUSAL_WRITE',
  BUILDING_READ: 'BUILDING_READ',
  BUILDING_WRITE: 'BUILDING_WRITE',
  CONSTRUCTION_OPERATIONS: 'CONSTRUCTION_OPERATIONS',
  LID_READ: 'LID_READ',
  CLIENT_READ: 'CLIENT_READ',
  CLIENT_DEBT_READ: 'CLIENT_DEBT_READ',
  INVESTMENTS_READ: 'INVESTMENTS_READ',
  USER_READ: 'USER_READ',
  USER_WRITE: 'USER_WRITE',
  EMPLOYEE_READ: 'EMPLOYEE_READ',
  SMS_READ: 'SMS_READ',
  SMS_WRITE: 'SMS_WRITE',
  /** Beyond the spec: the audit trail (who changed what, when). */
  AUDIT_READ: 'AUDIT_READ',
  /** Beyond the spec: company settings, document templates, payment settings, backups. */
  SETTINGS_WRITE: 'SETTINGS_WRITE',
} as const;

export type PermissionCode = (typeof P)[keyof typeof P];

export const ALL_PERMISSIONS: readonly PermissionCode[] = Object.values(P);

/** Seeded roles (DESIGN.md, Auth). Admins may edit the lists later; these are the defaults. */
export const ROLE_ADMIN = 'admin';
export const ROLE_OPERATOR = 'operator';
export const ROLE_SALES_MANAGER = 'sales manager';

export const DEFAULT_ROLE_PERMISSIONS: Record<string, readonly PermissionCode[]> = {
  [ROLE_ADMIN]: ALL_PERMISSIONS,
  [ROLE_OPERATOR]: [P.DASHBOARD, P.LID_READ, P.CLIENT_READ, P.SMS_READ, P.SMS_WRITE],
  [ROLE_SALES_MANAGER]: [
    P.DASHBOARD,
    P.SALE_READ,
    P.SALE_WRITE,
    P.SALE_PENDING_READ,
    P.BUILDING_READ,
    P.CLIENT_READ,
    P.CLIENT_DEBT_READ,
    P.LID_READ,
    P.STATISTICS,
  ],
};
