import { columns } from './columns';

describe('columns', () => {
  it('reads one row per column: kind, key, width (or - for the default), uz | ru header', () => {
    expect(columns('text    name  32  F.I.Sh. | Ф.И.О.', 'int rooms_total - Xonadonlar | Квартир всего', 'decimal amount_usd 14  Summa (USD) | Сумма (USD)')).toEqual([
      { key: 'name', kind: 'text', header: { uz: 'F.I.Sh.', ru: 'Ф.И.О.' }, width: 32 },
      { key: 'rooms_total', kind: 'int', header: { uz: 'Xonadonlar', ru: 'Квартир всего' } },
      { key: 'amount_usd', kind: 'decimal', header: { uz: 'Summa (USD)', ru: 'Сумма (USD)' }, width: 14 },
    ]);
  });

  it('refuses a malformed row', () => {
    expect(() => columns('money amount 16 Summa | Сумма')).toThrow('malformed column row');
    expect(() => columns('text amount 16 Summa')).toThrow('malformed column row');
  });
});
