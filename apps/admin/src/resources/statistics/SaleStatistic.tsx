import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import WarningAmberOutlinedIcon from '@mui/icons-material/WarningAmberOutlined';
import { Box, Card, Grid, Stack, TablePagination, Typography, useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import type { AllSaleDebt, SaleStatistics, SaleStatisticsRow as BuildingSales } from '@mijozlar/shared';
import { useAxisLabel, useChartStyle } from '../../components/charts/chartStyle';
import { formatMoney, formatNumber } from '../../format/format';
import { ChartCard, FigureCard, figuresOf, LoadError, MoneyValue, moneyText, StatisticsScreen } from './StatisticsScreen';
import { useOpenAllowed, useStatistic, useStatisticsState } from './useStatistics';
import { buildingSalesUrl, debtsUrl } from './links';
import { STATISTICS_API } from './paths';
import { buildingBars, roomStatusSlices } from './figures';
import { StatTable } from './StatTable';

/** The all-sale-debt figures as cards (also on the debts screen). */
export function DebtFigures({ currency, query }: { currency: number; query: Record<string, string | number> }) {
  const { canOpen, go } = useOpenAllowed();
  // Open debts are a state of now, not of a period: only the currency applies.
  const { data, isPending, isError } = useStatistic<AllSaleDebt>(STATISTICS_API.allSaleDebt, { currency: query.currency });
  const cards = [
    { key: 'total_debt', icon: <AccountBalanceOutlinedIcon />, tone: 'primary' as const, value: data && <MoneyValue amount={data.total_debt} currency={currency} />, to: debtsUrl({ currency }) },
    { key: 'overdue_debt', icon: <WarningAmberOutlinedIcon />, tone: 'error' as const, value: data && <MoneyValue amount={data.overdue_debt} currency={currency} />, to: debtsUrl({ currency, overdue: true }) },
    { key: 'paid_amount', icon: <PaymentsOutlinedIcon />, tone: 'success' as const, value: data && <MoneyValue amount={data.paid_amount} currency={currency} /> },
    { key: 'debts_count', icon: <ReceiptLongOutlinedIcon />, tone: 'info' as const, value: data && formatNumber(data.debts_count), to: debtsUrl({ currency }) },
    { key: 'clients_count', icon: <PeopleAltOutlinedIcon />, tone: 'secondary' as const, value: data && formatNumber(data.clients_count) },
  ];
  return (
    <>
      <LoadError show={isError} />
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {cards.map((card) => (
          <Grid key={card.key} size={{ xs: 12, sm: 6, md: 4, lg: 'grow' }}>
            <FigureCard
              label={`resources.statistics.debt.${card.key}`}
              value={card.value ?? ''}
              icon={card.icon}
              tone={card.tone}
              loading={isPending}
              testId={`debt-${card.key}`}
              onClick={card.to && canOpen(card.to) ? () => go(card.to) : undefined}
            />
          </Grid>
        ))}
      </Grid>
    </>
  );
}

/** /statistics/statistic (STATISTICS): sales per building, rooms by status, the table with totals, open debts. */
export function SaleStatistic() {
  const translate = useTranslate();
  const theme = useTheme();
  const { go } = useOpenAllowed();
  const axisLabel = useAxisLabel('resources.statistics.chart');
  const style = useChartStyle(11);
  const { state, update, query } = useStatisticsState('all');
  const listQuery = { ...query, page: state.page, page_size: state.page_size };
  const { data, isPending, isError } = useStatistic<SaleStatistics>(STATISTICS_API.saleStatistics, listQuery);
  const code = state.currency;
  const rows = data?.results ?? [];
  const bars = buildingBars(rows);
  const hasBars = bars.some((bar) => bar.sold || bar.paid || bar.debt);
  // Named in the language (the legend icons' accessible names come from nameKey, not from the formatter).
  const slices = data ? roomStatusSlices(data.totals).map((slice) => ({ ...slice, name: translate(`resources.statistics.rooms.${slice.key}`) })) : [];
  const sliceColor = { sold: theme.palette.success.main, booked: theme.palette.warning.main, free: theme.palette.info.main };
  const openBuilding = (building: number) => go(buildingSalesUrl(building, state.currency, state));
  const money = (amount: string) => moneyText(amount, code);

  const columns = [
    { source: 'name', label: translate('resources.statistics.fields.building'), render: (r: BuildingSales) => r.name, total: translate('resources.statistics.sale.totals') },
    { source: 'rooms_total', label: translate('resources.statistics.fields.rooms_total'), align: 'right' as const, render: (r: BuildingSales) => formatNumber(r.rooms_total), total: data && formatNumber(data.totals.rooms_total) },
    { source: 'rooms_sold', label: translate('resources.statistics.fields.rooms_sold'), align: 'right' as const, render: (r: BuildingSales) => formatNumber(r.rooms_sold), total: data && formatNumber(data.totals.rooms_sold) },
    { source: 'rooms_booked', label: translate('resources.statistics.fields.rooms_booked'), align: 'right' as const, render: (r: BuildingSales) => formatNumber(r.rooms_booked), total: data && formatNumber(data.totals.rooms_booked) },
    { source: 'rooms_free', label: translate('resources.statistics.fields.rooms_free'), align: 'right' as const, render: (r: BuildingSales) => formatNumber(r.rooms_free), total: data && formatNumber(data.totals.rooms_free) },
    { source: 'sold_count', label: translate('resources.statistics.fields.sold_count'), align: 'right' as const, render: (r: BuildingSales) => formatNumber(r.sold_count), total: data && formatNumber(data.totals.sold_count) },
    { source: 'sold_area', label: translate('resources.statistics.fields.sold_area'), align: 'right' as const, render: (r: BuildingSales) => formatMoney(r.sold_area), total: data && formatMoney(data.totals.sold_area) },
    { source: 'sold_amount', label: translate('resources.statistics.fields.sold_amount'), align: 'right' as const, render: (r: BuildingSales) => money(r.sold_amount), total: data && money(data.totals.sold_amount) },
    { source: 'paid_amount', label: translate('resources.statistics.fields.paid_amount'), align: 'right' as const, render: (r: BuildingSales) => money(r.paid_amount), total: data && money(data.totals.paid_amount) },
    { source: 'debt_amount', label: translate('resources.statistics.fields.debt_amount'), align: 'right' as const, render: (r: BuildingSales) => money(r.debt_amount), total: data && money(data.totals.debt_amount) },
  ];

  return (
    <StatisticsScreen
      menuTitle="app.menu.sale_statistic"
      title="resources.statistics.sale.title"
      subtitle="resources.statistics.sale.subtitle"
      rule="resources.statistics.rules.sales"
      toolbar={{ state, update, exports: [{ label: 'resources.statistics.toolbar.export', path: STATISTICS_API.export, fileName: 'statistic.xlsx', query }] }}
      loadError={isError}
    >
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <ChartCard
            title="resources.statistics.sale.bars_title"
            subtitle="resources.statistics.sale.bars_hint"
            loading={isPending}
            height={320}
            emptyMessage={hasBars ? null : translate('resources.statistics.empty.chart')}
            figures={figuresOf(bars, [
              [translate('resources.statistics.fields.building'), (bar) => bar.name],
              ...(['sold', 'paid', 'debt'] as const).map((key) => [translate(`resources.statistics.fields.${key}_amount`), (bar: (typeof bars)[number]) => money(bar.texts[key])] as const),
            ])}
          >
            <Box data-testid="sale-bars" sx={{ position: 'absolute', inset: 0 }}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={bars} margin={{ top: 8, right: 8, left: 0, bottom: 0 }} barGap={2}>
                  <CartesianGrid {...style.grid} />
                  <XAxis dataKey="name" interval={0} {...style.categoryAxis} />
                  <YAxis width={70} tickFormatter={axisLabel} domain={hasBars ? [0, 'auto'] : [0, 4]} {...style.valueAxis} />
                  {hasBars ? (
                    <Tooltip
                      {...style.textTooltip}
                      cursor={style.barCursor}
                      formatter={(_value, name, item) => [money((item.payload as (typeof bars)[number]).texts[item.dataKey as 'sold' | 'paid' | 'debt']), name]}
                    />
                  ) : null}
                  <Legend {...style.legend} />
                  {(['sold', 'paid', 'debt'] as const).map((key) => (
                    <Bar isAnimationActive={false}
                      key={key}
                      dataKey={key}
                      name={translate(`resources.statistics.fields.${key}_amount`)}
                      fill={{ sold: theme.palette.primary.main, paid: theme.palette.success.main, debt: theme.palette.warning.main }[key]}
                      radius={[4, 4, 0, 0]}
                      maxBarSize={28}
                      cursor="pointer"
                      onClick={(entry: unknown) => openBuilding((entry as { payload?: { building: number }; building?: number }).payload?.building ?? (entry as { building: number }).building)}
                    />
                  ))}
                </BarChart>
              </ResponsiveContainer>
            </Box>
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <ChartCard
            title="resources.statistics.sale.pie_title"
            subtitle="resources.statistics.sale.pie_hint"
            loading={isPending}
            height={320}
            emptyMessage={slices.length ? null : translate('resources.statistics.empty.chart')}
            figures={figuresOf(slices, [
              [translate('app.charts.name'), (slice) => slice.name],
              [translate('app.charts.count'), (slice) => formatNumber(slice.value)],
            ])}
          >
            <Box data-testid="rooms-pie" sx={{ position: 'absolute', inset: 0 }}>
              <ResponsiveContainer width="100%" height="100%">
                <PieChart>
                  <Pie isAnimationActive={false} data={slices} dataKey="value" nameKey="name" innerRadius="52%" outerRadius="80%" paddingAngle={2} stroke={theme.palette.background.paper}>
                    {slices.map((slice) => (
                      <Cell key={slice.key} fill={sliceColor[slice.key]} />
                    ))}
                  </Pie>
                  {slices.length ? <Tooltip {...style.textTooltip} formatter={(value, name) => [formatNumber(Number(value)), String(name)]} /> : null}
                  <Legend
                    iconType="circle"
                    iconSize={8}
                    formatter={(value: string, entry) => (
                      <Typography component="span" variant="caption" color="text.secondary">
                        {value}: {formatNumber((entry.payload as { value?: number } | undefined)?.value ?? 0)}
                      </Typography>
                    )}
                  />
                </PieChart>
              </ResponsiveContainer>
            </Box>
          </ChartCard>
        </Grid>
      </Grid>

      <DebtFigures currency={state.currency} query={query} />

      <Card>
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ px: 2, pt: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {translate('resources.statistics.sale.table_title')}
          </Typography>
        </Stack>
        {rows.length || isPending ? (
          <StatTable
            rows={rows.map((row) => ({ ...row, id: row.building }))}
            columns={columns}
            label={translate('resources.statistics.sale.table_title')}
            testId="sale-table"
            rowClick={(record) => buildingSalesUrl(record.building, state.currency, state)}
            hideBelow={{ md: ['rooms_booked', 'rooms_free', 'sold_area'] }}
          />
        ) : (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {translate('resources.statistics.empty.table')}
          </Typography>
        )}
        {data && data.count > state.page_size ? (
          <TablePagination
            component="div"
            count={data.count}
            page={state.page - 1}
            rowsPerPage={state.page_size}
            rowsPerPageOptions={[5, 10, 20, 25, 50, 100]}
            onPageChange={(_, page) => update({ page: page + 1 })}
            onRowsPerPageChange={(event) => update({ page_size: Number(event.target.value), page: 1 })}
          />
        ) : null}
      </Card>
    </StatisticsScreen>
  );
}
