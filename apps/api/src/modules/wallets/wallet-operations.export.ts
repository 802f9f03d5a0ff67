import type { Locale } from '@mijozlar/shared';
import type { PrismaService } from '../../database/prisma.service';
import type { Prisma } from '../../generated/prisma/client';
import { localName } from '../../common/i18n/locale';
import { KeysetOrder, keysetRows } from '../../common/list/keyset';
import { amountText, rateText } from '../../common/money/money';
import type { XlsxRow } from '../../common/xlsx';
import { KIND_NAMES, OPERATION_TYPE_NAMES, tashkentDateTime } from './wallet-operations-xlsx.columns';
import { operationInclude } from './wallets.mapper';

const exportInclude = { ...operationInclude, wallet: { select: { name: true, currency_id: true, currency: { select: { code: true } } } } } as const;

/** The wallet operations `where` selects as OPERATION_COLUMNS rows, in keyset pages (the wallet and investor exports). */
export function operationSheetRows(
  prisma: PrismaService,
  where: Prisma.WalletOperationWhereInput,
  orderBy: KeysetOrder,
  locale: Locale,
): AsyncGenerator<XlsxRow> {
  return keysetRows(
    where,
    orderBy,
    (page, take) => prisma.walletOperation.findMany({ where: page, orderBy, take, include: exportInclude }),
    (r) => ({
      id: r.id,
      date: tashkentDateTime(r.date),
      wallet: r.wallet.name,
      currency: r.wallet.currency.code,
      operation_type: OPERATION_TYPE_NAMES[r.operation_type][locale],
      kind: KIND_NAMES[r.kind][locale],
      amount: amountText(r.amount),
      exchange_rate: rateText(r.exchange_rate),
      amount_usd: amountText(r.amount_usd),
      method: localName(r.method, locale),
      comment: r.comment,
      executor: r.executor.full_name,
      reversal_of: r.reversal_of_id,
      reversed_by: r.reversed_by?.id ?? null,
    }),
  );
}
