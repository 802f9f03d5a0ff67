import { Prisma } from '../../generated/prisma/client';
import { placeholdersOf, type DocumentKind } from '../../common/documents/placeholders';
import { receiptTags, refusalTags, saleTags } from './printing.data';
import type { PaymentForPrint, RefusalForPrint, SaleForPrint } from './printing.rows';

const D = (v: string) => new Prisma.Decimal(v);
const day = (v: string) => new Date(`${v}T00:00:00Z`);
const company = { name: 'Yangi Shahar', inn: '305123456', address: 'Toshkent', phone: '+998712000000', bank_name: 'Kapitalbank', bank_account: '20208000900123456001', mfo: '01088', director: 'Karimov', escrow_bank: 'OSQB', escrow_account: '20208000500987654002' };
const room = { number: '45', floor: 5, entrance: 2, area: D('65.4'), rooms_count: 3, building: { id: 1, name: 'Bino', address: 'Parkent 25' }, block: { name: 'A' } };
const client = {
  name: 'Toshmatov Jasur',
  phone_number: '+998901234567',
  address: 'Chilonzor',
  passport_series: 'AA',
  passport_number: '1234567',
  passport_issued_by: 'IIB',
  passport_issued_date: day('2019-03-15'),
  pinfl: '31503901234567',
  birth_date: day('1990-03-15'),
  additional_numbers: [{ phone_number: '+998937654321' }],
};
const sale: SaleForPrint = {
  id: 7,
  status: 'approved',
  currency_id: 2,
  sold_amount: D('65400'),
  paid_amount: D('19620'),
  exchange_rate: D('1'),
  contract_number: '1-45',
  contract_date: day('2026-11-27'),
  approved_at: new Date('2026-11-27T06:00:00Z'),
  room,
  client,
  lid: null,
  seller: { full_name: 'Rahimova Dilnoza' },
  client_debt: {
    all_debt: D('45780'),
    current_debt: D('45780'),
    currency_id: 2,
    instalments: [
      { month: 1, amount: D('22890'), paid_amount: D('0'), payment_date: day('2026-12-27') },
      { month: 2, amount: D('22890'), paid_amount: D('0'), payment_date: day('2027-01-27') },
    ],
  },
} as SaleForPrint;
const common = { company, language: 'uz' as const, today: '2026-11-28' };

/** The tags a builder fills must be the catalogue's, no more and no fewer. */
function expectCatalogue(kind: DocumentKind, data: Record<string, unknown>) {
  const top = placeholdersOf(kind).filter((p) => !p.loop).map((p) => p.tag).sort();
  expect(Object.keys(data).sort()).toEqual(top);
  if (kind === 'contract' || kind === 'schedule') {
    const loop = placeholdersOf(kind).filter((p) => p.loop === 'schedule').map((p) => p.tag).sort();
    for (const row of data.schedule as Record<string, unknown>[]) expect(Object.keys(row).sort()).toEqual(loop);
  }
}

describe('printing data', () => {
  it('a USD contract: soʻm at the rate, dollars in the _usd tags, exactly the catalogue’s tags', () => {
    const data = saleTags(sale, D('12650'), common);
    expectCatalogue('contract', data);
    expect(data).toMatchObject({
      price: '827\u00a0310\u00a0000,00',
      price_usd: '65\u00a0400,00',
      exchange_rate: '12\u00a0650,00',
      contract_date: '27.11.2026',
      client_passport: 'AA 1234567',
      client_phones: '+998 90 123 45 67, +998 93 765 43 21',
      room_area: '65,40',
      currency_name: 'soʻm',
      is_usd: true,
      months_count: '2',
      first_payment_date: '27.12.2026',
      last_payment_date: '27.01.2027',
      schedule_total: '579\u00a0117\u00a0000,00',
    });
    expect((data.schedule as Record<string, string>[])[1]).toMatchObject({ n: '2', date: '27.01.2027', month: 'yanvar 2027', amount: '289\u00a0558\u00a0500,00', amount_usd: '22\u00a0890,00' });
  });

  it('a USD sale without any rate prints dollars', () => {
    const data = saleTags(sale, null, { ...common, language: 'ru' });
    expect(data).toMatchObject({ price: '65\u00a0400,00', currency_name: 'долларов США', exchange_rate: '' });
  });

  it('a UZS schedule leaves the dollar tags empty', () => {
    const data = saleTags({ ...sale, currency_id: 1 }, null, common);
    expectCatalogue('schedule', data);
    expect(data).toMatchObject({ price: '65\u00a0400,00', price_usd: '', is_usd: false, currency_name: 'soʻm' });
  });

  it('a refusal and a receipt fill their catalogues', () => {
    const refusal = { id: 3, comment: 'Oilaviy sabab', refund_due: D('19620'), refunded_amount: D('5000'), currency: { code: 'USD' }, created_at: new Date('2026-11-29T10:00:00Z'), sale } as RefusalForPrint;
    const r = refusalTags(refusal, D('12650'), common);
    expectCatalogue('refusal', r);
    expect(r).toMatchObject({ refund_left: '14\u00a0620,00', refund_currency_name: 'AQSh dollari', refusal_date: '29.11.2026' });
    const payment = {
      id: 9,
      amount: D('1000000'),
      applied_amount: D('79.05'),
      description: null,
      payment_date: day('2026-12-01'),
      currency: { code: 'UZS' },
      method: { name_uz: 'Naqd', name_ru: 'Наличные' },
      wallet: { name: 'Kassa' },
      executor: { full_name: 'Yusupova' },
      client,
      client_debt: { id: 1, all_debt: D('45780'), currency: { code: 'USD' }, room, sale: { id: 7, contract_number: '1-45', contract_date: day('2026-11-27'), approved_at: null, seller: null } },
    } as PaymentForPrint;
    const p = receiptTags(payment, D('45700.95'), { ...common, language: 'ru' });
    expectCatalogue('receipt', p);
    expect(p).toMatchObject({ amount: '1\u00a0000\u00a0000,00', currency_name: 'сум', debt_after: '45\u00a0700,95', debt_currency_name: 'долларов США', method: 'Наличные' });
  });
});
