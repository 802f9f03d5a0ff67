import { lazy, type ReactNode } from 'react';
import { P, type PermissionCode } from '@mijozlar/shared';
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

// Every screen is lazy (one chunk per resource, see resources/*/index.ts): the first load carries
// only the shell and the sign-in area. The dashboard carries the charting library.
const DashboardPage = lazy(() => import('../pages/dashboard/DashboardPage'));

/** One screen of the main area (document 1, section 2), at the spec's exact path. */
export interface AppRoute {
  /** Absolute path, as in the spec's table. */
  path: string;
  permission: PermissionCode;
  /** The react-admin resource whose routes this screen belongs to, if any. */
  resource?: string;
  element: ReactNode;
}

export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/dashboard', permission: P.DASHBOARD, element: <DashboardPage /> },

  { path: '/statistics/overall-statistic', permission: P.ADMIN_STATISTICS, element: <statistics.overall /> },
  { path: '/statistics/statistic', permission: P.STATISTICS, element: <statistics.sale /> },
  { path: '/statistics/allDebt', permission: P.STATISTICS, element: <statistics.allDebt /> },

  { path: '/wallets/overview', permission: P.WALLETS_OVERVIEW, resource: 'wallets', element: <wallets.overview /> },
  { path: '/wallets/list', permission: P.WALLET_READ, resource: 'wallets', element: <wallets.list /> },

  { path: '/salesDepartment/salesList', permission: P.SALE_READ, element: <sales.list /> },
  { path: '/salesDepartment/salesCreate', permission: P.SALE_WRITE, element: <sales.create /> },
  { path: '/salesDepartment/pending', permission: P.SALE_PENDING_READ, element: <sales.pending /> },

  { path: '/buildings/list', permission: P.BUILDING_READ, resource: 'buildings', element: <buildings.list /> },
  { path: '/buildings/room', permission: P.BUILDING_READ, resource: 'buildings', element: <buildings.rooms /> },
  { path: '/buildings/room/:id', permission: P.BUILDING_READ, resource: 'buildings', element: <buildings.room /> },
  { path: '/buildings/roomEdit/:type', permission: P.BUILDING_WRITE, resource: 'buildings', element: <buildings.roomEdit /> },

  { path: '/construction/list-buildings', permission: P.CONSTRUCTION_OPERATIONS, element: <construction.list /> },
  { path: '/construction/build/:id', permission: P.CONSTRUCTION_OPERATIONS, element: <construction.build /> },

  { path: '/lids/lidsList', permission: P.LID_READ, resource: 'lids', element: <lids.list /> },
  { path: '/lids/lidsRead/:id', permission: P.LID_READ, resource: 'lids', element: <lids.show /> },

  { path: '/clients/clientsList', permission: P.CLIENT_READ, resource: 'clients', element: <clients.list /> },
  { path: '/clients/clientRead/:id', permission: P.CLIENT_READ, resource: 'clients', element: <clients.show /> },

  { path: '/debts/debtsList', permission: P.CLIENT_DEBT_READ, element: <debts.list /> },

  { path: '/sms/smsList', permission: P.SMS_READ, resource: 'sms', element: <sms.list /> },
  { path: '/sms/smsCreate', permission: P.SMS_WRITE, resource: 'sms', element: <sms.create /> },

  { path: '/investments/investorsList', permission: P.INVESTMENTS_READ, element: <investors.list /> },
  { path: '/investments/investorRead/:id', permission: P.INVESTMENTS_READ, element: <investors.show /> },

  { path: '/users/usersList', permission: P.USER_READ, resource: 'users', element: <users.list /> },
  { path: '/users/userCreate', permission: P.USER_WRITE, resource: 'users', element: <CreateOrEditByQuery create={users.create} edit={users.edit} /> },
  { path: '/users/roles', permission: P.USER_READ, element: <roles.list /> },
  { path: '/users/roles/create', permission: P.USER_WRITE, element: <roles.create /> },
  { path: '/users/roles/:id', permission: P.USER_READ, element: <roles.edit /> },

  { path: '/employees/employeesList', permission: P.EMPLOYEE_READ, element: <employees.list /> },
  { path: '/employees/employeeDetail/:id', permission: P.EMPLOYEE_READ, element: <employees.show /> },
  { path: '/employees/hourlyEmployeeDetail/:id', permission: P.EMPLOYEE_READ, element: <employees.hourly /> },

  { path: '/refusals/refusalsList', permission: P.REFUSAL_READ, resource: 'refusals', element: <refusals.list /> },
  { path: '/refusals/refusalDetail/:id', permission: P.REFUSAL_READ, resource: 'refusals', element: <refusals.show /> },
  { path: '/refusals/refusalsCreate', permission: P.REFUSAL_WRITE, resource: 'refusals', element: <refusals.create /> },

  // The route definitions gate suppliers by EMPLOYEE_READ (the sidebar uses BUILDING_READ): both are kept.
  { path: '/suppliers/supplierList', permission: P.EMPLOYEE_READ, element: <suppliers.list /> },
  { path: '/suppliers/supplierDetail/:id', permission: P.EMPLOYEE_READ, element: <suppliers.show /> },
];

/** The route's path inside its resource ("/users/usersList" -> "usersList"). */
export function pathInResource(route: AppRoute): string {
  if (!route.resource) return route.path;
  const prefix = `/${route.resource}/`;
  if (!route.path.startsWith(prefix)) {
    throw new Error(`Route ${route.path} is not under /${route.resource}/`);
  }
  return route.path.slice(prefix.length);
}
