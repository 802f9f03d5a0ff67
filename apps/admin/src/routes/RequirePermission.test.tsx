import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { P } from '@mijozlar/shared';
import { renderWithAdmin } from '../test/helpers';
import { APP_ROUTES, pathInResource } from './appRoutes';
import { RequirePermission } from './RequirePermission';

function Screen() {
  return (
    <Routes>
      <Route
        path="/users/usersList"
        element={
          <RequirePermission permission={P.USER_READ}>
            <p>users screen</p>
          </RequirePermission>
        }
      />
      <Route path="/errors/403" element={<p>forbidden page</p>} />
    </Routes>
  );
}

describe('<RequirePermission>', () => {
  it('shows the screen when the permission is held', async () => {
    renderWithAdmin(<Screen />, { permissions: [P.USER_READ], path: '/users/usersList' });
    expect(await screen.findByText('users screen')).toBeInTheDocument();
  });

  it('sends to /errors/403 once the permissions have loaded without it', async () => {
    renderWithAdmin(<Screen />, { permissions: [P.DASHBOARD], path: '/users/usersList' });
    expect(await screen.findByText('forbidden page')).toBeInTheDocument();
    expect(screen.queryByText('users screen')).not.toBeInTheDocument();
  });
});

describe('route table', () => {
  it('declares every path of the spec once, with its permission', () => {
    const table = Object.fromEntries(APP_ROUTES.map((route) => [route.path, route.permission]));
    expect(APP_ROUTES).toHaveLength(Object.keys(table).length);
    // Exactly the spec's screens (and the screens DESIGN.md adds): none missing, none added without a permission.
    expect(table).toEqual({
      // The guards read the screens table (screens.ts); these are the spec's values.
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
      '/employees/employeesList': P.EMPLOYEE_READ,
      '/employees/employeeDetail/:id': P.EMPLOYEE_READ,
      '/employees/hourlyEmployeeDetail/:id': P.EMPLOYEE_READ,
      '/refusals/refusalsList': P.REFUSAL_READ,
      '/refusals/refusalDetail/:id': P.REFUSAL_READ,
      '/refusals/refusalsCreate': P.REFUSAL_WRITE,
      '/suppliers/supplierList': P.EMPLOYEE_READ,
      '/suppliers/supplierDetail/:id': P.EMPLOYEE_READ,
      // Beyond the spec (DESIGN.md), each with its own code.
      '/settings/:page': P.SETTINGS_WRITE,
      '/audit': P.AUDIT_READ,
    });
  });

  it('places resource routes inside their resource', () => {
    const users = APP_ROUTES.filter((route) => route.resource === 'users').map(pathInResource);
    expect(users).toEqual(['usersList', 'userCreate']);
  });
});
