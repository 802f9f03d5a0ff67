import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface CreateOrEditByQueryProps {
  create: ComponentType;
  edit: ComponentType<{ id: string }>;
}

/** The spec's form routes create a record, or edit the one named by the query `id` (e.g. users/userCreate?id=5). */
export function CreateOrEditByQuery({ create: Create, edit: Edit }: CreateOrEditByQueryProps) {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <Edit key={id} id={id} /> : <Create />;
}
