import type { Tx } from '../../database/prisma.service';
import { Prisma } from '../../generated/prisma/client';

/**
 * A client as the audit trail records it: the fields of GET /api/client/{id}/ that belong to the
 * client itself (ids, not their display names; its debts and last SMS are other records).
 */
export const clientAuditSelect = {
  id: true,
  name: true,
  phone_number: true,
  company_name: true,
  region_id: true,
  city_id: true,
  status_id: true,
  additional_numbers: { select: { phone_number: true }, orderBy: { id: 'asc' } },
} as const satisfies Prisma.ClientSelect;

type ClientAuditRow = Prisma.ClientGetPayload<{ select: typeof clientAuditSelect }>;

export function clientShape(row: Omit<ClientAuditRow, 'id' | 'additional_numbers'> & { additional_numbers: { phone_number: string }[] | string[] }) {
  return {
    name: row.name,
    phone_number: row.phone_number,
    additional_numbers: row.additional_numbers.map((p) => (typeof p === 'string' ? p : p.phone_number)),
    company_name: row.company_name,
    region: row.region_id,
    city: row.city_id,
    status: row.status_id,
  };
}

/** The client's audit shape read in the change's transaction. */
export async function readClientShape(tx: Tx, id: number) {
  const row = await tx.client.findUniqueOrThrow({ where: { id }, select: clientAuditSelect });
  return { label: row.name, shape: clientShape(row) };
}
