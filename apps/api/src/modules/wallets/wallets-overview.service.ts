import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import { Clock, tashkentDayStart } from '../../common/clock/clock';
import { Decimal, ZERO, amountText } from '../../common/money/money';
import { toWallet, walletSelect } from './wallets.mapper';
import { WalletsService } from './wallets.service';

/** "YYYY-MM" of the month `offset` months after `month` (negative: before). */
export function addMonths(month: string, offset: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The cash desk at a glance: balances per currency, every wallet, and per Tashkent month the money
 * that came in and went out, per currency. Transfers between wallets are neither in nor out.
 * A reversed operation and its reversal cancel out wherever they fall: neither is counted (an
 * edited operation counts as its new version only). Each figure group is one SQL aggregate.
 */
@Injectable()
export class WalletsOverviewService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly wallets: WalletsService,
    private readonly clock: Clock,
  ) {}

  async overview(months = 12) {
    const thisMonth = this.clock.today().slice(0, 7);
    const first = addMonths(thisMonth, -(months - 1));
    const from = tashkentDayStart(`${first}-01`);
    const to = tashkentDayStart(`${addMonths(thisMonth, 1)}-01`);

    const [totals, wallets, flows, currencies] = await Promise.all([
      this.wallets.totals({}),
      this.prisma.wallet.findMany({ select: walletSelect, orderBy: [{ name: 'asc' }, { id: 'asc' }] }),
      // One scan of the months' operations; reversal pairs (few, found by the reversal_of_id
      // index) are then taken back out, both halves, each in its own month.
      this.prisma.$queryRaw<{ month: string; currency_id: number; inflow: Decimal | null; outflow: Decimal | null }[]>`
        WITH flows AS (
          SELECT o.date, o.wallet_id, o.operation_type, o.amount
          FROM wallet_operation o
          WHERE o.date >= ${from} AND o.date < ${to} AND o.kind <> 'transfer'
          UNION ALL
          SELECT x.date, x.wallet_id, x.operation_type, -x.amount
          FROM wallet_operation r
          JOIN wallet_operation p ON p.id = r.reversal_of_id
          CROSS JOIN LATERAL (VALUES (r.date, r.wallet_id, r.operation_type, r.amount), (p.date, p.wallet_id, p.operation_type, p.amount))
            AS x(date, wallet_id, operation_type, amount)
          WHERE r.reversal_of_id IS NOT NULL AND r.kind <> 'transfer' AND x.date >= ${from} AND x.date < ${to}
        )
        SELECT to_char(date_trunc('month', f.date AT TIME ZONE 'Asia/Tashkent'), 'YYYY-MM') AS month,
               w.currency_id,
               SUM(f.amount) FILTER (WHERE f.operation_type = 'replenish') AS inflow,
               SUM(f.amount) FILTER (WHERE f.operation_type = 'withdraw') AS outflow
        FROM flows f
        JOIN wallet w ON w.id = f.wallet_id
        GROUP BY 1, 2`,
      this.prisma.currency.findMany({ orderBy: { id: 'asc' }, select: { id: true, code: true } }),
    ]);

    const monthly = Array.from({ length: months }, (_, i) => addMonths(first, i)).map((month) => ({
      month,
      currencies: currencies.map((c) => {
        const row = flows.find((f) => f.month === month && f.currency_id === c.id);
        const inflow = row?.inflow ? new Decimal(row.inflow) : ZERO;
        const outflow = row?.outflow ? new Decimal(row.outflow) : ZERO;
        return {
          currency: c.id,
          currency_code: c.code,
          inflow: amountText(inflow)!,
          outflow: amountText(outflow)!,
          net: amountText(inflow.minus(outflow))!,
        };
      }),
    }));

    return { totals, wallets: wallets.map(toWallet), months: monthly };
  }
}
