import type { CollectionSettings } from '@mijozlar/shared';
import type { Prisma } from '../../generated/prisma/client';
import { amountText } from '../../common/money/money';
import type { Decimal } from '../../common/money/money';

/** The columns of the collection settings (the one row, id 1). */
export const collectionSettingsSelect = {
  penalty_rate: true,
  penalty_cap_percent: true,
  grace_days: true,
} as const satisfies Prisma.CollectionSettingsSelect;

export interface CollectionSettingsRow {
  penalty_rate: Decimal;
  penalty_cap_percent: Decimal;
  grace_days: number;
}

/** A penalty rate as the API writes it: 4 decimals ("0.0500"). */
export const penaltyRateText = (value: Decimal): string => value.toFixed(4);

/** The row as the API answers it (also its audit shape); a missing row reads as all zeros. */
export function toCollectionSettings(row: CollectionSettingsRow | null): CollectionSettings {
  return row
    ? { penalty_rate: penaltyRateText(row.penalty_rate), penalty_cap_percent: amountText(row.penalty_cap_percent), grace_days: row.grace_days }
    : { penalty_rate: '0.0000', penalty_cap_percent: '0.00', grace_days: 0 };
}
