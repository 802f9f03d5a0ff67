import '../../resources/construction/texts';
import '../../resources/statistics/texts';
import '../../resources/wallets/texts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WeekdayChart } from '../../pages/dashboard/WeekdayChart';
import { PlanMiniChart } from '../../pages/dashboard/PlanMiniChart';
import { SpendingChart } from '../../resources/construction/SpendingChart';
import { OverviewChart } from '../../resources/wallets/OverviewChart';
import { LyingBars } from '../../resources/statistics/LyingBars';
import { renderWithAdmin } from '../../test/helpers';

describe('charts built on the kit', () => {
  it('a chart with two currencies offers the switch; its plot keeps its test id', () => {
    renderWithAdmin(
      <SpendingChart
        rows={[
          { month: '2026-10', currency: 1, currency_code: 'UZS', operations: '12345678901234.56', deliveries: '0.00', amount: '12345678901234.56' },
          { month: '2026-10', currency: 2, currency_code: 'USD', operations: '10.00', deliveries: '5.00', amount: '15.00' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/\S/);
    expect(screen.getByRole('button', { name: 'UZS' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'USD' })).toBeInTheDocument();
    expect(screen.getByTestId('spending-chart')).toBeInTheDocument();
  });

  it('an empty chart says so over its axes', () => {
    renderWithAdmin(<OverviewChart months={[]} currencies={['UZS']} />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByText('Hozircha operatsiyalar yoʻq')).toBeInTheDocument();
  });

  it("the dashboard's plan card keeps its test id, switch and link", () => {
    renderWithAdmin(
      <PlanMiniChart
        plan={[
          { currency: 'UZS', months: [{ month: '2026-11', expected: '900.00', received: '100.00' }] },
          { currency: 'USD', months: [{ month: '2026-11', expected: '9.00', received: '1.00' }] },
        ]}
      />,
    );
    const card = screen.getByTestId('dashboard-plan');
    expect(card).toContainElement(screen.getByRole('button', { name: 'USD' }));
    expect(screen.getByRole('button', { name: 'USD' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link')).toHaveAttribute('href', expect.stringContaining('currency=2'));
  });

  it('the weekday chart renders with no data', () => {
    renderWithAdmin(<WeekdayChart data={[]} hasData={false} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  });

  it('bars lying down render inside their test id, with or without data', () => {
    renderWithAdmin(
      <>
        <LyingBars testId="with-data" rows={[{ name: 'Aziz', value: 5, text: '5,00' }]} nameKey="name" nameWidth={110} tooltip={(row) => [row.text, 'x']} maxBarSize={20} fill="#000" />
        <LyingBars testId="without" rows={[]} nameKey="name" nameWidth={110} tooltip={() => ['', '']} maxBarSize={20} colors={[]} />
      </>,
    );
    expect(screen.getByTestId('with-data')).toBeInTheDocument();
    expect(screen.getByTestId('without')).toBeInTheDocument();
  });

  it('a chart reads as a table of its figures to a screen reader; an empty one reads its message', () => {
    renderWithAdmin(
      <SpendingChart
        rows={[
          { month: '2026-10', currency: 1, currency_code: 'UZS', operations: '12345678901234.56', deliveries: '250000.00', amount: '12345679151234.56' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Oylik xarajatlar' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Davr', expect.any(String), expect.any(String)]);
    const october = within(table).getByRole('row', { name: /okt 26/ });
    expect(october).toHaveTextContent(/12\s345\s678\s901\s234,56/);
    expect(october).toHaveTextContent(/250\s000,00/);

    renderWithAdmin(<OverviewChart months={[]} currencies={['UZS']} />);
    expect(screen.getAllByTestId('chart-figures')).toHaveLength(1);
  });
});
