import { useQuery } from '@tanstack/react-query';
import { SelectInput, useDataProvider, usePermissions } from 'react-admin';
import { P } from '@mijozlar/shared';
import { hasPermission } from '../../permissions';
import type { ApiDataProvider } from '../../providers/dataProvider';

interface Project {
  id: number;
  name: string;
}

/**
 * The construction project an operation belongs to: GET /api/construction/choices/, readable by
 * whoever may record a supplier's operation (EMPLOYEE_READ) or the projects (CONSTRUCTION_OPERATIONS).
 */
export function ConstructionSelect() {
  const { permissions } = usePermissions<string[]>();
  const allowed = hasPermission(permissions, P.CONSTRUCTION_OPERATIONS) || hasPermission(permissions, P.EMPLOYEE_READ);
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: ['supplier', 'construction-projects'],
    queryFn: ({ signal }) => dataProvider.request<Project[]>('construction/choices', { signal }),
    enabled: allowed,
    staleTime: 60_000,
  });
  if (!allowed) return null;
  return (
    <SelectInput
      source="construction"
      label="resources.suppliers.fields.construction"
      choices={data ?? []}
      optionText="name"
      optionValue="id"
      translateChoice={false}
      emptyText="app.common.not_set"
      isPending={isPending}
    />
  );
}
