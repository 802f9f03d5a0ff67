import { ROLE_ADMIN, ROLE_OPERATOR, ROLE_SALES_MANAGER } from '@mijozlar/shared';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

/** The roles the seed creates (by their stored, English names) and their translation keys. */
export const SEEDED_ROLE_KEYS: Readonly<Record<string, string>> = {
  [ROLE_ADMIN]: 'app.ui.roles.admin',
  [ROLE_OPERATOR]: 'app.ui.roles.operator',
  [ROLE_SALES_MANAGER]: 'app.ui.roles.sales_manager',
};

/** A role's name as the user reads it: the seeded roles translated, roles made by the office as typed. */
export function roleLabel(name: string | null | undefined, translate: (key: string) => string): string {
  if (!name) return '';
  const key = SEEDED_ROLE_KEYS[name.trim().toLowerCase()];
  return key ? translate(key) : name;
}

export function useRoleLabel(): (name: string | null | undefined) => string {
  const translate = useTranslate();
  return useCallback((name: string | null | undefined) => roleLabel(name, translate), [translate]);
}
