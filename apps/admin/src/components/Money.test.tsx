import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money } from './Money';

/** The text's possible line breaks: plain spaces (not the no-break U+00A0 / U+202F). */
const breakable = (text: string) => [...text].filter((character) => /\s/.test(character) && !/[\u00a0\u202f]/.test(character)).length;

describe('<Money>', () => {
  it('keeps a large amount and its currency each in one unbreakable piece, with a break allowed only between them', () => {
    const { container } = render(<Money value="150000000.00" currency="UZS" data-testid="money" />);
    const root = container.querySelector('[data-testid="money"]')!;
    const amount = root.querySelector('.app-money-amount') as HTMLElement;
    const currency = root.querySelector('.app-money-currency') as HTMLElement;

    expect(amount.textContent).toBe('150\u00a0000\u00a0000,00');
    expect(amount.style.whiteSpace).toBe('nowrap');
    expect(breakable(amount.textContent!)).toBe(0);
    expect(currency.textContent).toBe('UZS');
    expect(currency.style.whiteSpace).toBe('nowrap');
    // Amount, one ordinary space, currency: the only place a narrow card may wrap.
    expect(root.textContent).toBe('150\u00a0000\u00a0000,00 UZS');
    expect(breakable(root.textContent!)).toBe(1);
  });

  it('shows an amount without a currency alone, and nothing for no amount', () => {
    const { container, rerender } = render(<Money value="69000" data-testid="money" />);
    expect(container.querySelector('.app-money-amount')?.textContent).toBe('69\u00a0000,00');
    expect(container.querySelector('.app-money-currency')).toBeNull();
    rerender(<Money value={null} currency="USD" data-testid="money" />);
    expect(container.querySelector('[data-testid="money"]')).toBeNull();
  });
});
