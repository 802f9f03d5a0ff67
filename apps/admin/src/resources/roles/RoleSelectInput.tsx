import { SelectInput, useGetList, type SelectInputProps } from 'react-admin';
import { MAX_PAGE_SIZE } from '@mijozlar/shared';
import { useRoleLabel } from '../../i18n/roleNames';

export interface Role {
  id: number;
  name: string;
  permissions: string[];
}

/**
 * Roles from GET /api/account/role/ as a select. The API has no read of a single role, so the whole
 * (short) list is loaded once rather than going through ReferenceInput's per-id reads.
 */
export function RoleSelectInput(props: Omit<SelectInputProps, 'choices'>) {
  const roleLabel = useRoleLabel();
  const { data, isPending } = useGetList<Role>('roles', {
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <SelectInput
      {...props}
      choices={data ?? []}
      optionText={(role: Role) => roleLabel(role.name)}
      optionValue="id"
      translateChoice={false}
      isPending={isPending}
    />
  );
}
