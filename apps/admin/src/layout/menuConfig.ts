import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import BarChartOutlinedIcon from '@mui/icons-material/BarChartOutlined';
import ContactPhoneOutlinedIcon from '@mui/icons-material/ContactPhoneOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import EngineeringOutlinedIcon from '@mui/icons-material/EngineeringOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import ManageSearchOutlinedIcon from '@mui/icons-material/ManageSearchOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { DEFAULT_PAGE_SIZE } from '@mijozlar/shared';
import { canOpen } from '../routes/screens';
import '../i18n/settingsTexts';

export interface MenuItemConfig {
  kind: 'item';
  key: string;
  /** Translation key. */
  label: string;
  /** Where the item links (list items carry page_size=20); it shows only to those who may open that screen (screens.ts). */
  to: string;
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

/** The sidebar of document 1, section 2: each item shows only to those who may open its screen. */
export const MENU: readonly MenuEntry[] = [
  {
    kind: 'item',
    key: 'dashboard',
    label: 'app.menu.dashboard',
    to: '/dashboard',
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
        activePrefixes: ['/statistics/overall-statistic'],
      },
      {
        key: 'sale-statistic',
        label: 'app.menu.sale_statistic',
        to: list('/statistics/statistic', 'currency=2&'),
        activePrefixes: ['/statistics/statistic'],
      },
      {
        key: 'all-debt',
        label: 'app.menu.all_debt',
        to: list('/statistics/allDebt'),
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
        activePrefixes: ['/wallets/overview'],
      },
      {
        key: 'wallets-list',
        label: 'app.menu.wallets_list',
        to: list('/wallets/list'),
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
        activePrefixes: ['/salesDepartment/salesList'],
      },
      {
        key: 'sales-create',
        label: 'app.menu.sales_create',
        to: '/salesDepartment/salesCreate',
        activePrefixes: ['/salesDepartment/salesCreate'],
      },
      {
        key: 'pending',
        label: 'app.menu.sales_pending',
        to: list('/salesDepartment/pending'),
        activePrefixes: ['/salesDepartment/pending'],
      },
    ],
  },
  {
    kind: 'item',
    key: 'refusals',
    label: 'app.menu.refusals',
    to: list('/refusals/refusalsList'),
    icon: UndoOutlinedIcon,
    activePrefixes: ['/refusals'],
  },
  {
    kind: 'item',
    key: 'buildings',
    label: 'app.menu.buildings',
    to: list('/buildings/list'),
    icon: ApartmentOutlinedIcon,
    activePrefixes: ['/buildings'],
  },
  {
    kind: 'item',
    key: 'suppliers',
    label: 'app.menu.suppliers',
    to: list('/suppliers/supplierList'),
    icon: LocalShippingOutlinedIcon,
    activePrefixes: ['/suppliers'],
  },
  {
    kind: 'item',
    key: 'construction',
    label: 'app.menu.construction',
    to: list('/construction/list-buildings'),
    icon: EngineeringOutlinedIcon,
    activePrefixes: ['/construction'],
  },
  {
    kind: 'item',
    key: 'lids',
    label: 'app.menu.lids',
    to: list('/lids/lidsList'),
    icon: ContactPhoneOutlinedIcon,
    activePrefixes: ['/lids'],
  },
  {
    kind: 'item',
    key: 'clients',
    label: 'app.menu.clients',
    to: list('/clients/clientsList'),
    icon: GroupsOutlinedIcon,
    activePrefixes: ['/clients'],
  },
  {
    kind: 'item',
    key: 'debts',
    label: 'app.menu.debts',
    to: list('/debts/debtsList'),
    icon: ReceiptLongOutlinedIcon,
    activePrefixes: ['/debts'],
  },
  {
    kind: 'item',
    key: 'sms',
    label: 'app.menu.sms',
    to: list('/sms/smsList'),
    icon: SmsOutlinedIcon,
    activePrefixes: ['/sms'],
  },
  {
    kind: 'item',
    key: 'investors',
    label: 'app.menu.investors',
    to: list('/investments/investorsList'),
    icon: SavingsOutlinedIcon,
    activePrefixes: ['/investments'],
  },
  {
    kind: 'item',
    key: 'users',
    label: 'app.menu.users',
    to: list('/users/usersList'),
    icon: ManageAccountsOutlinedIcon,
    activePrefixes: ['/users/usersList', '/users/userCreate'],
  },
  {
    kind: 'item',
    key: 'roles',
    label: 'app.menu.roles',
    to: list('/users/roles'),
    icon: AdminPanelSettingsOutlinedIcon,
    activePrefixes: ['/users/roles'],
  },
  {
    kind: 'item',
    key: 'audit',
    label: 'app.menu.audit',
    // Beyond the spec, without ?page_size=20 (the default anyway): a bare address lets react-admin
    // restore the filters last used on this screen; a query in the link would replace them.
    to: '/audit',
    icon: ManageSearchOutlinedIcon,
    activePrefixes: ['/audit'],
  },
  {
    kind: 'item',
    key: 'employees',
    label: 'app.menu.employees',
    to: list('/employees/employeesList'),
    icon: BadgeOutlinedIcon,
    activePrefixes: ['/employees'],
  },
  {
    kind: 'section',
    key: 'settings',
    label: 'app.menu.settings',
    icon: SettingsOutlinedIcon,
    prefix: '/settings',
    items: [settingsPage('backups', 'app.menu.backups'), settingsPage('company'), settingsPage('collections'), settingsPage('document-templates')],
  },
];

/** A settings page's menu entry: /settings/<key>, titled app.settings.<key> (dashes as underscores). */
function settingsPage(key: string, label = `app.settings.${key.replace('-', '_')}`) {
  return { key, label, to: `/settings/${key}`, activePrefixes: [`/settings/${key}`] };
}

/** True when `pathname` is `prefix` or below it ("/users" matches "/users/usersList", not "/usersX"). */
export function pathStartsWith(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

export function isActive(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => pathStartsWith(pathname, prefix));
}

/**
 * The menu as this user sees it: items whose screen these permissions do not open are dropped
 * (screens.ts), and a section disappears when none of its items is left (document 1, section 6).
 */
export function visibleMenu(menu: readonly MenuEntry[], permissions: readonly string[] | undefined | null): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of menu) {
    if (entry.kind === 'item') {
      if (canOpen(permissions, entry.to)) visible.push(entry);
      continue;
    }
    const items = entry.items.filter((item) => canOpen(permissions, item.to));
    if (items.length > 0) visible.push({ ...entry, items });
  }
  return visible;
}
