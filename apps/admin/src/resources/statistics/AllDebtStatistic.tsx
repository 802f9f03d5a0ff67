import { Box, Card, Grid, Stack, Typography, useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import type { BuildingDebt, PlanBuilding } from '@mijozlar/shared';
import { useAxisLabel, useChartStyle } from '../../components/charts/chartStyle';
import { chartNumber, sumAmounts } from '../../format/decimal';
import { formatNumber } from '../../format/format';
import { ChartCard, figuresOf, moneyText, StatisticsScreen } from './StatisticsScreen';
import { useOpenAllowed, useStatistic, useStatisticsState } from './useStatistics';
import { debtsUrl } from './links';
import { STATISTICS_API } from './paths';
import { percentOf, planByMonth, planCell, planMonthKeys } from './figures';
import { DebtFigures } from './SaleStatistic';
import { StatTable } from './StatTable';
import { useMonthLabel } from './months';

/** /statistics/allDebt (STATISTICS): open debts (cards, per building) and the plan of receipts per month. */
export function AllDebtStatistic() {
  const translate = useTranslate();
  const theme = useTheme();
  const { go } = useOpenAllowed();
  const axisLabel = useAxisLabel('resources.statistics.chart');
  const style = useChartStyle(11);
  const monthLabel = useMonthLabel();
  const { state, update, query } = useStatisticsState('this_year');
  const currency = state.currency;
  const money = (amount: string) => moneyText(amount, currency);

  const debts = useStatistic<BuildingDebt[]>(STATISTICS_API.buildingDebts, { currency });
  const plan = useStatistic<PlanBuilding[]>(STATISTICS_API.plan, query);
  const buildings = debts.data ?? [];
  const debtBars = buildings.map((row) => ({ ...row, debt: chartNumber(row.debt_amount), overdue: chartNumber(row.overdue_amount) }));
  const hasDebtBars = debtBars.some((row) => row.debt || row.overdue);
  const planRows = plan.data ?? [];
  const byMonth = planByMonth(planRows).map((row) => ({ ...row, label: monthLabel(row.month) }));
  // The table shows the months that expect or received something (the chart keeps every month).
  const months = planMonthKeys(planRows).filter((month) => byMonth.some((row) => row.month === month && (row.expectedValue || row.receivedValue)));
  const hasPlan = byMonth.some((row) => row.expectedValue || row.receivedValue);
  const openMonth = (month: string, building?: number) => go(debtsUrl({ currency, month, building }));

  const debtColumns = [
    { source: 'name', label: translate('resources.statistics.fields.building'), render: (r: BuildingDebt) => r.name, total: translate('resources.statistics.sale.totals') },
    { source: 'debts_count', label: translate('resources.statistics.fields.debts_count'), align: 'right' as const, render: (r: BuildingDebt) => formatNumber(r.debts_count), total: formatNumber(buildings.reduce((n, r) => n + r.debts_count, 0)) },
    { source: 'debt_amount', label: translate('resources.statistics.fields.debt_amount'), align: 'right' as const, render: (r: BuildingDebt) => money(r.debt_amount), total: money(sumAmounts(buildings.map((r) => r.debt_amount))) },
    { source: 'overdue_amount', label: translate('resources.statistics.fields.overdue_amount'), align: 'right' as const, render: (r: BuildingDebt) => money(r.overdue_amount), total: money(sumAmounts(buildings.map((r) => r.overdue_amount))) },
  ];

  const totalExpected = sumAmounts(planRows.map((b) => b.expected));
  const totalReceived = sumAmounts(planRows.map((b) => b.received));
  const percent = (received: string, expected: string) => {
    const value = percentOf(received, expected);
    return value === null ? '—' : `${formatNumber(value)} %`;
  };
  const cell = (expected: string, received: string) => (
    <Stack spacing={0} alignItems="flex-end">
      <span>{money(received)}</span>
      <Typography component="span" variant="caption" color="text.secondary">
        {money(expected)}
      </Typography>
    </Stack>
  );
  const planColumns = [
    { source: 'name', label: translate('resources.statistics.fields.building'), render: (r: PlanBuilding) => r.name, total: translate('resources.statistics.sale.totals') },
    ...months.map((month) => ({
      source: `m_${month}`,
      label: monthLabel(month),
      align: 'right' as const,
      render: (r: PlanBuilding) => {
        const c = planCell(r, month);
        return cell(c.expected, c.received);
      },
      total: (() => {
        const m = byMonth.find((row) => row.month === month);
        return m ? cell(m.expected, m.received) : '';
      })(),
    })),
    { source: 'expected', label: translate('resources.statistics.fields.expected'), align: 'right' as const, render: (r: PlanBuilding) => money(r.expected), total: money(totalExpected) },
    { source: 'received', label: translate('resources.statistics.fields.received'), align: 'right' as const, render: (r: PlanBuilding) => money(r.received), total: money(totalReceived) },
    { source: 'percent', label: translate('resources.statistics.fields.percent'), align: 'right' as const, render: (r: PlanBuilding) => percent(r.received, r.expected), total: percent(totalReceived, totalExpected) },
  ];

  return (
    <StatisticsScreen
      menuTitle="app.menu.all_debt"
      title="resources.statistics.debt.title"
      subtitle="resources.statistics.debt.subtitle"
      rule="resources.statistics.rules.plan"
      toolbar={{
        state,
        update,
        presets: ['this_month', 'last_month', 'this_year', 'custom'],
        exports: [{ label: 'resources.statistics.toolbar.export', path: STATISTICS_API.plan, fileName: 'plan.xlsx', query: { ...query, is_excel: true } }],
      }}
      beforeError={<DebtFigures currency={currency} query={query} />}
      loadError={debts.isError || plan.isError}
    >
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <ChartCard
            title="resources.statistics.debt.plan_title"
            subtitle="resources.statistics.debt.plan_hint"
            loading={plan.isPending}
            height={320}
            emptyMessage={hasPlan ? null : translate('resources.statistics.empty.chart')}
            figures={figuresOf(byMonth, [
              [translate('app.charts.period'), (row) => row.label],
              [translate('resources.statistics.fields.expected'), (row) => money(row.expected)],
              [translate('resources.statistics.fields.received'), (row) => money(row.received)],
            ])}
          >
            <Box data-testid="plan-chart" sx={{ position: 'absolute', inset: 0 }}>
              <ResponsiveContainer width="100%" height="100%">
                <ComposedChart
                  data={byMonth}
                  margin={{ top: 8, right: 8, left: 0, bottom: 0 }}
                >
                  <CartesianGrid {...style.grid} />
                  <XAxis dataKey="label" {...style.categoryAxis} />
                  <YAxis width={70} tickFormatter={axisLabel} domain={hasPlan ? [0, 'auto'] : [0, 4]} {...style.valueAxis} />
                  {hasPlan ? (
                    <Tooltip
                      {...style.textTooltip}
                      cursor={style.barCursor}
                      formatter={(_value, name, item) => {
                        const row = item.payload as (typeof byMonth)[number];
                        return [money(item.dataKey === 'expectedValue' ? row.expected : row.received), name];
                      }}
                    />
                  ) : null}
                  <Legend {...style.legend} />
                  <Bar isAnimationActive={false} dataKey="expectedValue" name={translate('resources.statistics.fields.expected')} fill={theme.palette.primary.main} fillOpacity={0.35} stroke={theme.palette.primary.main} radius={[4, 4, 0, 0]} maxBarSize={26} cursor="pointer"
                    onClick={(entry: unknown) => openMonth(((entry as { payload?: { month: string } }).payload ?? (entry as { month: string })).month)} />
                  <Bar isAnimationActive={false} dataKey="receivedValue" name={translate('resources.statistics.fields.received')} fill={theme.palette.success.main} radius={[4, 4, 0, 0]} maxBarSize={26} cursor="pointer"
                    onClick={(entry: unknown) => openMonth(((entry as { payload?: { month: string } }).payload ?? (entry as { month: string })).month)} />
                </ComposedChart>
              </ResponsiveContainer>
            </Box>
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <ChartCard
            title="resources.statistics.debt.buildings_title"
            subtitle="resources.statistics.debt.buildings_hint"
            loading={debts.isPending}
            height={320}
            emptyMessage={hasDebtBars ? null : translate('resources.statistics.empty.chart')}
            figures={figuresOf(debtBars, [
              [translate('resources.statistics.fields.building'), (row) => row.name],
              [translate('resources.statistics.fields.debt_amount'), (row) => money(row.debt_amount)],
              [translate('resources.statistics.fields.overdue_amount'), (row) => money(row.overdue_amount)],
            ])}
          >
            <Box data-testid="debt-bars" sx={{ position: 'absolute', inset: 0 }}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={debtBars} layout="vertical" margin={{ top: 0, right: 8, left: 0, bottom: 0 }} barGap={2}>
                  <CartesianGrid {...style.columnGrid} />
                  <XAxis type="number" tickFormatter={axisLabel} domain={hasDebtBars ? [0, 'auto'] : [0, 4]} {...style.valueAxis} />
                  <YAxis type="category" dataKey="name" width={96} {...style.valueAxis} />
                  {hasDebtBars ? (
                    <Tooltip
                      {...style.textTooltip}
                      cursor={style.barCursor}
                      formatter={(_value, name, item) => {
                        const row = item.payload as BuildingDebt;
                        return [money(item.dataKey === 'debt' ? row.debt_amount : row.overdue_amount), name];
                      }}
                    />
                  ) : null}
                  <Legend {...style.legend} />
                  <Bar isAnimationActive={false} dataKey="debt" name={translate('resources.statistics.fields.debt_amount')} fill={theme.palette.warning.main} radius={[0, 4, 4, 0]} maxBarSize={18} cursor="pointer"
                    onClick={(entry: unknown) => go(debtsUrl({ currency, building: ((entry as { payload?: BuildingDebt }).payload ?? (entry as BuildingDebt)).building }))} />
                  <Bar isAnimationActive={false} dataKey="overdue" name={translate('resources.statistics.fields.overdue_amount')} fill={theme.palette.error.main} radius={[0, 4, 4, 0]} maxBarSize={18} cursor="pointer"
                    onClick={(entry: unknown) => go(debtsUrl({ currency, overdue: true, building: ((entry as { payload?: BuildingDebt }).payload ?? (entry as BuildingDebt)).building }))} />
                </BarChart>
              </ResponsiveContainer>
            </Box>
          </ChartCard>
        </Grid>
      </Grid>

      <Card sx={{ mb: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 2, pt: 2 }}>
          {translate('resources.statistics.debt.plan_table')}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ px: 2, display: 'block' }}>
          {translate('resources.statistics.debt.plan_cell')}
        </Typography>
        {planRows.length ? (
          <StatTable
            rows={planRows.map((row) => ({ ...row, id: row.building }))}
            columns={planColumns}
            label={translate('resources.statistics.debt.plan_table')}
            testId="plan-table"
            rowClick={(record) => debtsUrl({ currency, building: record.building })}
          />
        ) : (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {translate('resources.statistics.empty.table')}
          </Typography>
        )}
      </Card>

      <Card>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 2, pt: 2 }}>
          {translate('resources.statistics.debt.buildings_title')}
        </Typography>
        {buildings.length ? (
          <StatTable
            rows={buildings.map((row) => ({ ...row, id: row.building }))}
            columns={debtColumns}
            label={translate('resources.statistics.debt.buildings_title')}
            testId="debt-table"
            rowClick={(record) => debtsUrl({ currency, building: record.building })}
          />
        ) : (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {translate('resources.statistics.empty.table')}
          </Typography>
        )}
      </Card>
    </StatisticsScreen>
  );
}
