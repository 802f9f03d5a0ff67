import { useQuery } from '@tanstack/react-query';
import { SelectInput, useDataProvider, usePermissions } from 'react-admin';
import { P } from '@mijozlar/shared';
import { hasPermission } from '../../permissions';
import type { ApiDataProvider, ListResponse } from '../../providers/dataProvider';

interface Project {
  id: number;
  name: string;
}

/** The construction project an operation belongs to (only for users who may see the projects). */
export function ConstructionSelect() {
  const { permissions } = usePermissions<string[]>();
  const allowed = hasPermission(permissions, P.CONSTRUCTION_OPERATIONS);
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: ['supplier', 'construction-projects'],
    queryFn: ({ signal }) => dataProvider.request<ListResponse<Project>>('construction', { query: { page_size: 1000, ordering: 'name' }, signal, openErrorPage: false }),
    enabled: allowed,
    staleTime: 60_000,
  });
  if (!allowed) return null;
  return (
    <SelectInput
      source="construction"
      label="resources.suppliers.fields.construction"
      choices={data?.results ?? []}
      optionText="name"
      optionValue="id"
      translateChoice={false}
      emptyText="app.common.not_set"
      isPending={isPending}
    />
  );
}
