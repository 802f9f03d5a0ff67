import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Loading, usePermissions } from 'react-admin';
import type { PermissionCode } from '@mijozlar/shared';
import { FORBIDDEN_PATH } from '../config';
import { hasPermission } from '../permissions';

export interface RequirePermissionProps {
  permission: PermissionCode;
  children: ReactNode;
}

/** Renders the screen once the permission list has loaded and holds the code; otherwise opens /errors/403. */
export function RequirePermission({ permission, children }: RequirePermissionProps) {
  const { permissions, isPending, error } = usePermissions<string[]>();
  if (isPending) return <Loading />;
  // A failed profile read is handled by the auth provider (sign-out on 401, error page on 5xx).
  if (error) return null;
  if (!hasPermission(permissions, permission)) return <Navigate to={FORBIDDEN_PATH} replace />;
  return <>{children}</>;
}
