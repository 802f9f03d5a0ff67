import type { Tx } from '../../database/prisma.service';
import { Prisma } from '../../generated/prisma/client';

/**
 * A client as the audit trail records it: the fields of GET /api/client/{id}/ that belong to the
 * client itself (ids, not their display names; its debts and last SMS are other records), its
 * documents' data (address, passport, PINFL, birth date) included.
 */
export const clientAuditSelect = {
  id: true,
  name: true,
  phone_number: true,
  company_name: true,
  region_id: true,
  city_id: true,
  status_id: true,
  address: true,
  passport_series: true,
  passport_number: true,
  passport_issued_by: true,
  passport_issued_date: true,
  pinfl: true,
  birth_date: true,
  additional_numbers: { select: { phone_number: true }, orderBy: { id: 'asc' } },
} as const satisfies Prisma.ClientSelect;

type ClientAuditRow = Prisma.ClientGetPayload<{ select: typeof clientAuditSelect }>;

/** A date column as the API shows it (YYYY-MM-DD); an import's rows hold that text already. */
const day = (value: Date | string | null) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

type DayFields = 'passport_issued_date' | 'birth_date';

export function clientShape(
  row: Omit<ClientAuditRow, 'id' | 'additional_numbers' | DayFields> & {
    additional_numbers: { phone_number: string }[] | string[];
    passport_issued_date: Date | string | null;
    birth_date: Date | string | null;
  },
) {
  return {
    name: row.name,
    phone_number: row.phone_number,
    additional_numbers: row.additional_numbers.map((p) => (typeof p === 'string' ? p : p.phone_number)),
    company_name: row.company_name,
    region: row.region_id,
    city: row.city_id,
    status: row.status_id,
    address: row.address,
    passport_series: row.passport_series,
    passport_number: row.passport_number,
    passport_issued_by: row.passport_issued_by,
    passport_issued_date: day(row.passport_issued_date),
    pinfl: row.pinfl,
    birth_date: day(row.birth_date),
  };
}

/** The client's audit shape read in the change's transaction. */
export async function readClientShape(tx: Tx, id: number) {
  const row = await tx.client.findUniqueOrThrow({ where: { id }, select: clientAuditSelect });
  return { label: row.name, shape: clientShape(row) };
}
