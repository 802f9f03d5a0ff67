import { describe, expect, it } from 'vitest';
import { DataTable } from 'react-admin';
import type { ClientDebt, Room, RoomSale, Sale } from '@mijozlar/shared';
import { recordColumn } from './recordColumn';

describe('recordColumn', () => {
  it("is react-admin's column at run time", () => {
    expect(recordColumn<Room>()).toBe(DataTable.Col);
  });

  it('accepts only fields the API sends (checked by the admin typecheck, tsc --noEmit)', () => {
    const RoomColumn = recordColumn<Room>();
    const DebtColumn = recordColumn<ClientDebt>();
    const columns = [
      <RoomColumn key="number" source="number" />,
      <DebtColumn key="overdue" source="overdue_amount" />,
      // @ts-expect-error a room has status_name and status_code, no status_label
      <RoomColumn key="label" source="status_label" />,
      // @ts-expect-error a debt names its debt type by id only
      <DebtColumn key="type" source="debt_type_name" />,
    ];
    expect(columns).toHaveLength(4);
  });

  it('makes reading a field the API does not send a compile error', () => {
    const read = (sale: RoomSale, full: Sale) => [
      sale.sold_amount,
      full.currency_code,
      // @ts-expect-error a room's sale carries its currency id, not a code (RoomShow once read it)
      sale.currency_code,
      // @ts-expect-error nor a status name: the status is the sale's code
      sale.status_name,
    ];
    expect(read).toBeTypeOf('function');
  });
});
