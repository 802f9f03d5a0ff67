import { dateOnly } from '../../common/clock/clock';
import { Prisma } from '../../generated/prisma/client';
import { ListSpec, orderByColumns } from '../../common/list/paginate';
import type { WalletListQueryDto } from './dto/wallet.dto';

type Where = Prisma.WalletWhereInput;

/** Wallets: ordering name (default), balance or id (each indexed); search by name. Page size up to 1000. */
export const walletListSpec: ListSpec<Where, Prisma.WalletOrderByWithRelationInput> = {
  ordering: {
    ...orderByColumns<Prisma.WalletOrderByWithRelationInput>('id', 'name', 'balance'),
  },
  defaultOrdering: 'name',
  tiebreaker: { id: 'asc' },
  search: (term) => ({ name: { contains: term, mode: 'insensitive' } }),
};

export function buildWalletWhere(f: Pick<WalletListQueryDto, 'currency' | 'is_active' | 'hide_zero'>): Where {
  const where: Where = {};
  if (f.currency !== undefined) where.currency_id = f.currency;
  if (f.is_active !== undefined) where.is_active = f.is_active;
  if (f.hide_zero) where.balance = { not: 0 };
  return where;
}

/** Exchange rates: newest day first; `search` is a day or a month prefix ("2026-03", "2026-03-01"). */
export const exchangeRateListSpec: ListSpec<Prisma.ExchangeRateWhereInput, Prisma.ExchangeRateOrderByWithRelationInput> = {
  ordering: { id: (d) => ({ id: d }), date: (d) => ({ date: d }) },
  defaultOrdering: '-date',
  tiebreaker: { id: 'desc' },
  search: (term) => {
    const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(term);
    if (month) {
      const from = `${term}-01`;
      const next = Number(month[2]) === 12 ? `${Number(month[1]) + 1}-01-01` : `${month[1]}-${String(Number(month[2]) + 1).padStart(2, '0')}-01`;
      return { date: { gte: dateOnly(from), lt: dateOnly(next) } };
    }
    if (/^\d{4}-\d{2}-\d{2}$/.test(term) && !Number.isNaN(dateOnly(term).getTime())) {
      return { date: dateOnly(term) };
    }
    return { id: -1 }; // anything else names no day
  },
};

export function buildExchangeRateWhere(f: { date_from?: string; date_to?: string }, currencyId: number): Prisma.ExchangeRateWhereInput {
  const where: Prisma.ExchangeRateWhereInput = { currency_id: currencyId };
  if (f.date_from || f.date_to) {
    where.date = {
      ...(f.date_from ? { gte: dateOnly(f.date_from) } : {}),
      ...(f.date_to ? { lte: dateOnly(f.date_to) } : {}),
    };
  }
  return where;
}

