import { lazy, type ReactNode } from 'react';
import type { PermissionCode } from '@mijozlar/shared';
import { SCREENS, type ScreenPath } from './screens';
import { CreateOrEditByQuery } from '../components/CreateOrEditByQuery';
import clients from '../resources/clients';
import lids from '../resources/lids';
import sms from '../resources/sms';
import buildings from '../resources/buildings';
import users from '../resources/users';
import roles from '../resources/roles';
import sales from '../resources/sales';
import debts from '../resources/debts';
import wallets from '../resources/wallets';
import refusals from '../resources/refusals';
import construction from '../resources/construction';
import investors from '../resources/investors';
import suppliers from '../resources/suppliers';
import employees from '../resources/employees';
import statistics from '../resources/statistics';
import settings from '../resources/settings';
import audit from '../resources/audit';

// Every screen is lazy (one chunk per resource, see resources/*/index.ts): the first load carries
// only the shell and the sign-in area. The dashboard carries the charting library.
const DashboardPage = lazy(() => import('../pages/dashboard/DashboardPage'));

/** One screen of the main area (document 1, section 2), at the spec's exact path. */
export interface AppRoute {
  /** Absolute path, as in the spec's table. */
  path: ScreenPath;
  /** From the screens table (screens.ts), never written here. */
  permission: PermissionCode;
  /** The react-admin resource whose routes this screen belongs to, if any. */
  resource?: string;
  element: ReactNode;
}

const ROUTES: readonly Omit<AppRoute, 'permission'>[] = [
  { path: '/dashboard', element: <DashboardPage /> },

  { path: '/statistics/overall-statistic', element: <statistics.overall /> },
  { path: '/statistics/statistic', element: <statistics.sale /> },
  { path: '/statistics/allDebt', element: <statistics.allDebt /> },

  { path: '/wallets/overview', resource: 'wallets', element: <wallets.overview /> },
  { path: '/wallets/list', resource: 'wallets', element: <wallets.list /> },

  { path: '/salesDepartment/salesList', element: <sales.list /> },
  { path: '/salesDepartment/salesCreate', element: <sales.create /> },
  { path: '/salesDepartment/pending', element: <sales.pending /> },

  { path: '/buildings/list', resource: 'buildings', element: <buildings.list /> },
  { path: '/buildings/room', resource: 'buildings', element: <buildings.rooms /> },
  { path: '/buildings/room/:id', resource: 'buildings', element: <buildings.room /> },
  { path: '/buildings/roomEdit/:type', resource: 'buildings', element: <buildings.roomEdit /> },

  { path: '/construction/list-buildings', element: <construction.list /> },
  { path: '/construction/build/:id', element: <construction.build /> },

  { path: '/lids/lidsList', resource: 'lids', element: <lids.list /> },
  { path: '/lids/lidsRead/:id', resource: 'lids', element: <lids.show /> },

  { path: '/clients/clientsList', resource: 'clients', element: <clients.list /> },
  { path: '/clients/clientRead/:id', resource: 'clients', element: <clients.show /> },

  { path: '/debts/debtsList', element: <debts.list /> },

  { path: '/sms/smsList', resource: 'sms', element: <sms.list /> },
  { path: '/sms/smsCreate', resource: 'sms', element: <sms.create /> },

  { path: '/investments/investorsList', element: <investors.list /> },
  { path: '/investments/investorRead/:id', element: <investors.show /> },

  { path: '/users/usersList', resource: 'users', element: <users.list /> },
  { path: '/users/userCreate', resource: 'users', element: <CreateOrEditByQuery create={users.create} edit={users.edit} /> },
  { path: '/users/roles', element: <roles.list /> },
  { path: '/users/roles/create', element: <roles.create /> },
  { path: '/users/roles/:id', element: <roles.edit /> },

  { path: '/audit', element: <audit.list /> },

  { path: '/employees/employeesList', element: <employees.list /> },
  { path: '/employees/employeeDetail/:id', element: <employees.show /> },
  { path: '/employees/hourlyEmployeeDetail/:id', element: <employees.hourly /> },

  { path: '/refusals/refusalsList', resource: 'refusals', element: <refusals.list /> },
  { path: '/refusals/refusalDetail/:id', resource: 'refusals', element: <refusals.show /> },
  { path: '/refusals/refusalsCreate', resource: 'refusals', element: <refusals.create /> },

  { path: '/suppliers/supplierList', element: <suppliers.list /> },
  { path: '/suppliers/supplierDetail/:id', element: <suppliers.show /> },

  { path: '/settings/:page', element: <settings.page /> },
];

/** The routes, each guarded by its screen's permission (screens.ts). */
export const APP_ROUTES: readonly AppRoute[] = ROUTES.map((route) => ({ ...route, permission: SCREENS[route.path] }));

/** The route's path inside its resource ("/users/usersList" -> "usersList"). */
export function pathInResource(route: AppRoute): string {
  if (!route.resource) return route.path;
  const prefix = `/${route.resource}/`;
  if (!route.path.startsWith(prefix)) {
    throw new Error(`Route ${route.path} is not under /${route.resource}/`);
  }
  return route.path.slice(prefix.length);
}
