import { P, type PermissionCode } from '@mijozlar/shared';

/** The permission a react-admin resource needs to be read and to be changed. */
export interface ResourceAccess {
  read: PermissionCode;
  write: PermissionCode;
}

export const RESOURCE_ACCESS: Record<string, ResourceAccess> = {
  users: { read: P.USER_READ, write: P.USER_WRITE },
  roles: { read: P.USER_READ, write: P.USER_WRITE },
  // The spec has no separate write codes for clients and leads: reading them lets one change them.
  clients: { read: P.CLIENT_READ, write: P.CLIENT_READ },
  lids: { read: P.LID_READ, write: P.LID_READ },
  lidTalks: { read: P.LID_READ, write: P.LID_READ },
  sms: { read: P.SMS_READ, write: P.SMS_WRITE },
  buildings: { read: P.BUILDING_READ, write: P.BUILDING_WRITE },
  'building-blocks': { read: P.BUILDING_READ, write: P.BUILDING_WRITE },
  'building-groups': { read: P.BUILDING_READ, write: P.BUILDING_WRITE },
  rooms: { read: P.BUILDING_READ, write: P.BUILDING_WRITE },
  // DESIGN.md "Money API shapes": wallets, their operations and transfers take WALLET_READ.
  wallets: { read: P.WALLET_READ, write: P.WALLET_READ },
  'wallet-operations': { read: P.WALLET_READ, write: P.WALLET_READ },
  refusals: { read: P.REFUSAL_READ, write: P.REFUSAL_WRITE },
  // Sales and debts (DESIGN.md "Money API shapes"): writes take the domain's code.
  sales: { read: P.SALE_READ, write: P.SALE_WRITE },
  'sales-pending': { read: P.SALE_PENDING_READ, write: P.SALE_PENDING_READ },
  'client-debts': { read: P.CLIENT_DEBT_READ, write: P.CLIENT_DEBT_READ },
  'payment-reports': { read: P.CLIENT_DEBT_READ, write: P.CLIENT_DEBT_READ },
  // Operations screens: each API module takes one code for reading and writing (document 2).
  employees: { read: P.EMPLOYEE_READ, write: P.EMPLOYEE_READ },
  investors: { read: P.INVESTMENTS_READ, write: P.INVESTMENTS_READ },
  'investor-operations': { read: P.INVESTMENTS_READ, write: P.INVESTMENTS_READ },
  // The spec's routes gate suppliers by EMPLOYEE_READ, as the API does.
  suppliers: { read: P.EMPLOYEE_READ, write: P.EMPLOYEE_READ },
  'supplier-operations': { read: P.EMPLOYEE_READ, write: P.EMPLOYEE_READ },
  construction: { read: P.CONSTRUCTION_OPERATIONS, write: P.CONSTRUCTION_OPERATIONS },
  'construction-operations': { read: P.CONSTRUCTION_OPERATIONS, write: P.CONSTRUCTION_OPERATIONS },
  // The audit trail is read only: no write code opens a change (the API has no such route).
  'audit-log': { read: P.AUDIT_READ, write: P.AUDIT_READ },
  'audit-actors': { read: P.AUDIT_READ, write: P.AUDIT_READ },
};

const READ_ACTIONS = new Set(['list', 'show', 'export', 'read']);

export function hasPermission(permissions: readonly string[] | undefined | null, code: PermissionCode): boolean {
  return Array.isArray(permissions) && permissions.includes(code);
}

/** Deny by default: an unknown resource is never accessible; any action other than reading needs write. */
export function canAccessResource(
  permissions: readonly string[] | undefined | null,
  resource: string | undefined,
  action: string,
): boolean {
  if (!resource) return false;
  const access = RESOURCE_ACCESS[resource];
  if (!access) return false;
  return hasPermission(permissions, READ_ACTIONS.has(action) ? access.read : access.write);
}
