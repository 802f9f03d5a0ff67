import { P, type PermissionCode } from '@mijozlar/shared';
import { hasPermission } from '../permissions';

/**
 * Every screen of the main area (document 1, section 2, at the spec's paths) and the permission
 * that opens it (document 1, section 6). The one table the route guards (appRoutes.tsx), the menu
 * (menuConfig.ts) and every button or link to another screen (useCanOpen) read, so that nothing
 * shown to a user leads them to a 403 page.
 */
export const SCREENS = {
  '/dashboard': P.DASHBOARD,

  '/statistics/overall-statistic': P.ADMIN_STATISTICS,
  '/statistics/statistic': P.STATISTICS,
  '/statistics/allDebt': P.STATISTICS,

  '/wallets/overview': P.WALLETS_OVERVIEW,
  '/wallets/list': P.WALLET_READ,

  '/salesDepartment/salesList': P.SALE_READ,
  '/salesDepartment/salesCreate': P.SALE_WRITE,
  '/salesDepartment/pending': P.SALE_PENDING_READ,

  '/buildings/list': P.BUILDING_READ,
  '/buildings/room': P.BUILDING_READ,
  '/buildings/room/:id': P.BUILDING_READ,
  '/buildings/roomEdit/:type': P.BUILDING_WRITE,

  '/construction/list-buildings': P.CONSTRUCTION_OPERATIONS,
  '/construction/build/:id': P.CONSTRUCTION_OPERATIONS,

  '/lids/lidsList': P.LID_READ,
  '/lids/lidsRead/:id': P.LID_READ,

  '/clients/clientsList': P.CLIENT_READ,
  '/clients/clientRead/:id': P.CLIENT_READ,

  '/debts/debtsList': P.CLIENT_DEBT_READ,

  '/sms/smsList': P.SMS_READ,
  '/sms/smsCreate': P.SMS_WRITE,

  '/investments/investorsList': P.INVESTMENTS_READ,
  '/investments/investorRead/:id': P.INVESTMENTS_READ,

  '/users/usersList': P.USER_READ,
  '/users/userCreate': P.USER_WRITE,
  '/users/roles': P.USER_READ,
  '/users/roles/create': P.USER_WRITE,
  '/users/roles/:id': P.USER_READ,

  // Beyond the spec: the audit trail (DESIGN.md "Audit trail").
  '/audit': P.AUDIT_READ,

  '/employees/employeesList': P.EMPLOYEE_READ,
  '/employees/employeeDetail/:id': P.EMPLOYEE_READ,
  '/employees/hourlyEmployeeDetail/:id': P.EMPLOYEE_READ,

  '/refusals/refusalsList': P.REFUSAL_READ,
  '/refusals/refusalDetail/:id': P.REFUSAL_READ,
  '/refusals/refusalsCreate': P.REFUSAL_WRITE,

  // The spec's sidebar lists suppliers under the buildings permission, but their screens and API
  // take EMPLOYEE_READ: the screen's permission wins, so the item shows only to those who can open it.
  '/suppliers/supplierList': P.EMPLOYEE_READ,
  '/suppliers/supplierDetail/:id': P.EMPLOYEE_READ,

  // Beyond the spec: the installation's settings (backups, company, document-templates: resources/settings),
  // one route so that the first load does not grow with each settings page.
  '/settings/:page': P.SETTINGS_WRITE,
} as const satisfies Record<string, PermissionCode>;

export type ScreenPath = keyof typeof SCREENS;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MATCHERS: readonly { path: ScreenPath; pattern: RegExp }[] = (Object.keys(SCREENS) as ScreenPath[]).map((path) => ({
  path,
  pattern: new RegExp(`^${path.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : escape(part))).join('/')}/?$`),
}));

/** The screen a URL opens ("/buildings/room/5?tab=1" -> "/buildings/room/:id"); undefined when none. */
export function screenOf(url: string): ScreenPath | undefined {
  const pathname = url.split(/[?#]/)[0];
  return MATCHERS.find((matcher) => matcher.pattern.test(pathname))?.path;
}

/** The permission that opens the screen at `url`; undefined when the URL is no screen of the table. */
export function screenPermission(url: string): PermissionCode | undefined {
  const screen = screenOf(url);
  return screen ? SCREENS[screen] : undefined;
}

/** True when these permissions open the screen at `url`. Deny by default: a URL outside the table never opens. */
export function canOpen(permissions: readonly string[] | undefined | null, url: string): boolean {
  const permission = screenPermission(url);
  return permission !== undefined && hasPermission(permissions, permission);
}
