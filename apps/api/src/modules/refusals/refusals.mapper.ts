import { Decimal, amountText } from '../../common/money/money';

export const refusalInclude = {
  sale: {
    select: {
      client_id: true,
      room_id: true,
      client: { select: { name: true } },
      room: { select: { number: true, building: { select: { name: true } } } },
    },
  },
} as const;

export interface RefusalRow {
  id: number;
  sale_id: number;
  currency_id: number;
  refund_due: Decimal;
  refunded_amount: Decimal;
  comment: string | null;
  created_at: Date;
  sale: {
    client_id: number | null;
    room_id: number;
    client: { name: string } | null;
    room: { number: string; building: { name: string } };
  };
}

/** A refusal: what the client is owed (refund_due), what was paid out (refunded_amount) and what remains. */
export function toRefusal(row: RefusalRow) {
  return {
    id: row.id,
    sale: row.sale_id,
    client: row.sale.client_id,
    client_name: row.sale.client?.name ?? null,
    room: row.sale.room_id,
    room_number: row.sale.room.number,
    building_name: row.sale.room.building.name,
    currency: row.currency_id,
    refund_due: amountText(row.refund_due)!,
    refunded_amount: amountText(row.refunded_amount)!,
    remaining: amountText(row.refund_due.minus(row.refunded_amount))!,
    comment: row.comment,
    created_at: row.created_at.toISOString(),
  };
}

/** A refusal as its audit entry records it: the answer without the names beside ids. */
export function refusalForAudit(row: RefusalRow) {
  const { client_name: _c, room_number: _r, building_name: _b, ...shown } = toRefusal(row);
  return shown;
}

/** How a person finds a refusal among entries: "#3 · Nur, 45 · Aliyev Vali" (the refused sale's room and buyer). */
export function refusalLabel(row: RefusalRow): string {
  return [`#${row.id}`, `${row.sale.room.building.name}, ${row.sale.room.number}`, row.sale.client?.name].filter(Boolean).join(' · ');
}
