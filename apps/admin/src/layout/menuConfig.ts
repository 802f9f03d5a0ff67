import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import BarChartOutlinedIcon from '@mui/icons-material/BarChartOutlined';
import ContactPhoneOutlinedIcon from '@mui/icons-material/ContactPhoneOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import EngineeringOutlinedIcon from '@mui/icons-material/EngineeringOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { DEFAULT_PAGE_SIZE, P, type PermissionCode } from '@mijozlar/shared';
import { hasPermission } from '../permissions';

export interface MenuItemConfig {
  kind: 'item';
  key: string;
  /** Translation key. */
  label: string;
  /** Where the item links (list items carry page_size=20). */
  to: string;
  permission: PermissionCode;
  icon: SvgIconComponent;
  /** The item is active while the current path starts with one of these. */
  activePrefixes: readonly string[];
}

export interface MenuSectionConfig {
  kind: 'section';
  key: string;
  label: string;
  icon: SvgIconComponent;
  /** The section is highlighted (and opens) while the current path starts with this. */
  prefix: string;
  items: readonly Omit<MenuItemConfig, 'kind' | 'icon'>[];
}

export type MenuEntry = MenuItemConfig | MenuSectionConfig;

const list = (path: string, extra = '') => `${path}?${extra}page_size=${DEFAULT_PAGE_SIZE}`;

/** The sidebar of document 1, section 2: each item shows only with its permission code. */
export const MENU: readonly MenuEntry[] = [
  {
    kind: 'item',
    key: 'dashboard',
    label: 'app.menu.dashboard',
    to: '/dashboard',
    permission: P.DASHBOARD,
    icon: DashboardOutlinedIcon,
    activePrefixes: ['/dashboard'],
  },
  {
    kind: 'section',
    key: 'statistics',
    label: 'app.menu.statistics',
    icon: BarChartOutlinedIcon,
    prefix: '/statistics',
    items: [
      {
        key: 'overall-statistic',
        label: 'app.menu.overall_statistic',
        to: '/statistics/overall-statistic',
        permission: P.ADMIN_STATISTICS,
        activePrefixes: ['/statistics/overall-statistic'],
      },
      {
        key: 'sale-statistic',
        label: 'app.menu.sale_statistic',
        to: list('/statistics/statistic', 'currency=2&'),
        permission: P.STATISTICS,
        activePrefixes: ['/statistics/statistic'],
      },
      {
        key: 'all-debt',
        label: 'app.menu.all_debt',
        to: list('/statistics/allDebt'),
        permission: P.STATISTICS,
        activePrefixes: ['/statistics/allDebt'],
      },
    ],
  },
  {
    kind: 'section',
    key: 'wallets',
    label: 'app.menu.wallets',
    icon: AccountBalanceWalletOutlinedIcon,
    prefix: '/wallets',
    items: [
      {
        key: 'wallets-overview',
        label: 'app.menu.wallets_overview',
        to: list('/wallets/overview'),
        permission: P.WALLETS_OVERVIEW,
        activePrefixes: ['/wallets/overview'],
      },
      {
        key: 'wallets-list',
        label: 'app.menu.wallets_list',
        to: list('/wallets/list'),
        permission: P.WALLET_READ,
        activePrefixes: ['/wallets/list'],
      },
    ],
  },
  {
    kind: 'section',
    key: 'sales',
    label: 'app.menu.sales',
    icon: StorefrontOutlinedIcon,
    prefix: '/salesDepartment',
    items: [
      {
        key: 'sales-list',
        label: 'app.menu.sales_list',
        to: list('/salesDepartment/salesList'),
        permission: P.SALE_READ,
        activePrefixes: ['/salesDepartment/salesList'],
      },
      {
        key: 'sales-create',
        label: 'app.menu.sales_create',
        to: '/salesDepartment/salesCreate',
        permission: P.SALE_WRITE,
        activePrefixes: ['/salesDepartment/salesCreate'],
      },
      {
        key: 'pending',
        label: 'app.menu.sales_pending',
        to: list('/salesDepartment/pending'),
        permission: P.SALE_PENDING_READ,
        activePrefixes: ['/salesDepartment/pending'],
      },
    ],
  },
  {
    kind: 'item',
    key: 'refusals',
    label: 'app.menu.refusals',
    to: list('/refusals/refusalsList'),
    permission: P.REFUSAL_READ,
    icon: UndoOutlinedIcon,
    activePrefixes: ['/refusals'],
  },
  {
    kind: 'item',
    key: 'buildings',
    label: 'app.menu.buildings',
    to: list('/buildings/list'),
    permission: P.BUILDING_READ,
    icon: ApartmentOutlinedIcon,
    activePrefixes: ['/buildings'],
  },
  {
    // The sidebar shows suppliers with the buildings permission; the routes use EMPLOYEE_READ.
    kind: 'item',
    key: 'suppliers',
    label: 'app.menu.suppliers',
    to: list('/suppliers/supplierList'),
    permission: P.BUILDING_READ,
    icon: LocalShippingOutlinedIcon,
    activePrefixes: ['/suppliers'],
  },
  {
    kind: 'item',
    key: 'construction',
    label: 'app.menu.construction',
    to: list('/construction/list-buildings'),
    permission: P.CONSTRUCTION_OPERATIONS,
    icon: EngineeringOutlinedIcon,
    activePrefixes: ['/construction'],
  },
  {
    kind: 'item',
    key: 'lids',
    label: 'app.menu.lids',
    to: list('/lids/lidsList'),
    permission: P.LID_READ,
    icon: ContactPhoneOutlinedIcon,
    activePrefixes: ['/lids'],
  },
  {
    kind: 'item',
    key: 'clients',
    label: 'app.menu.clients',
    to: list('/clients/clientsList'),
    permission: P.CLIENT_READ,
    icon: GroupsOutlinedIcon,
    activePrefixes: ['/clients'],
  },
  {
    kind: 'item',
    key: 'debts',
    label: 'app.menu.debts',
    to: list('/debts/debtsList'),
    permission: P.CLIENT_DEBT_READ,
    icon: ReceiptLongOutlinedIcon,
    activePrefixes: ['/debts'],
  },
  {
    kind: 'item',
    key: 'sms',
    label: 'app.menu.sms',
    to: list('/sms/smsList'),
    permission: P.SMS_READ,
    icon: SmsOutlinedIcon,
    activePrefixes: ['/sms'],
  },
  {
    kind: 'item',
    key: 'investors',
    label: 'app.menu.investors',
    to: list('/investments/investorsList'),
    permission: P.INVESTMENTS_READ,
    icon: SavingsOutlinedIcon,
    activePrefixes: ['/investments'],
  },
  {
    kind: 'item',
    key: 'users',
    label: 'app.menu.users',
    to: list('/users/usersList'),
    permission: P.USER_READ,
    icon: ManageAccountsOutlinedIcon,
    activePrefixes: ['/users/usersList', '/users/userCreate'],
  },
  {
    kind: 'item',
    key: 'roles',
    label: 'app.menu.roles',
    to: list('/users/roles'),
    permission: P.USER_READ,
    icon: AdminPanelSettingsOutlinedIcon,
    activePrefixes: ['/users/roles'],
  },
  {
    kind: 'item',
    key: 'employees',
    label: 'app.menu.employees',
    to: list('/employees/employeesList'),
    permission: P.EMPLOYEE_READ,
    icon: BadgeOutlinedIcon,
    activePrefixes: ['/employees'],
  },
];

/** True when `pathname` is `prefix` or below it ("/users" matches "/users/usersList", not "/usersX"). */
export function pathStartsWith(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

export function isActive(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => pathStartsWith(pathname, prefix));
}

/**
 * The menu as this user sees it: items without their permission are dropped, and a section
 * disappears when none of its items is left (document 1, section 6).
 */
export function visibleMenu(menu: readonly MenuEntry[], permissions: readonly string[] | undefined | null): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of menu) {
    if (entry.kind === 'item') {
      if (hasPermission(permissions, entry.permission)) visible.push(entry);
      continue;
    }
    const items = entry.items.filter((item) => hasPermission(permissions, item.permission));
    if (items.length > 0) visible.push({ ...entry, items });
  }
  return visible;
}
