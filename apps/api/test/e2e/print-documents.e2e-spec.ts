import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CURRENCY_USD, CURRENCY_UZS, P } from '@mijozlar/shared';
import { Clock, tashkentDate } from '../../src/common/clock/clock';
import { amountInWords } from '../../src/common/words';
import { docxText, makeDocx } from '../../src/common/documents/test-docx';
import { findLibreOffice } from '../../src/common/documents/find-libreoffice';
import { as, makeBuilding, makeRoom, unique } from '../support/inventory';
import { uniquePhone } from '../support/people';
import { setRate } from '../support/money';
import { entries } from '../support/audit';
import { createTestApp, TestApp } from '../support/test-app';

// Documents (issue 25): templates uploaded and checked, then contracts, schedules, receipts and
// refusals printed from real confirmed sales, as DOCX (read back from word/document.xml) and PDF.

const NOW = new Date('2026-11-27T07:00:00.000Z');
const NB = '\u00a0';
const MONTHS_3 = 1;
const INSTALLMENT = 1;
const CASH = 1;
const HAS_SOFFICE = findLibreOffice(process.env.PATH ?? '') !== null;
const pdfIt = HAS_SOFFICE || process.env.CI ? it : it.skip;

const COMMON_TAGS = [
  'Sana {today}. {company_name}, STIR {company_inn}, {company_director}',
  'Mijoz: {client_name}; pasport {client_passport} ({client_passport_issued_by}, {client_passport_issued_date}); JShShIR {client_pinfl}; tel. {client_phones}; {client_address}; tugʻilgan {client_birth_date}',
  'Bino {building_name} ({building_address}), blok {block_name}, xonadon №{room_number}, {room_floor}-qavat, {room_entrance}-podyezd, {room_area} m², {room_rooms_count} xona',
  'Shartnoma №{contract_number} {contract_date}; menejer {seller_name}; valyuta {currency_name}',
];
const SALE_TAGS = [
  'Narx {price} ({price_words}); 1 m² {price_m2}; boshlangʻich {initial_payment} ({initial_payment_words}); toʻlangan {paid} ({paid_words}); qarz {debt} ({debt_words}); {months_count} oy, {first_payment_date}–{last_payment_date}',
  '{#is_usd}USD: {price_usd} ({price_usd_words}), kurs {exchange_rate}, 1 m² {price_m2_usd}, boshlangʻich {initial_payment_usd}, toʻlangan {paid_usd}, qarz {debt_usd}{/is_usd}',
];
const SCHEDULE_TABLE = [
  ['№', 'Sana', 'Oy', 'Summa', 'Soʻz bilan'],
  ['{#schedule}{n}', '{date}', '{month}', '{amount} / {amount_usd} / {paid} / {left}', '{amount_words}{/schedule}'],
];
const templates = {
  contract: () => makeDocx([...COMMON_TAGS, ...SALE_TAGS, 'Jami {schedule_total} ({schedule_total_words}) {schedule_total_usd}'], SCHEDULE_TABLE),
  schedule: () => makeDocx([...COMMON_TAGS, 'Jami {schedule_total} ({schedule_total_words})'], SCHEDULE_TABLE),
  receipt: () =>
    makeDocx([
      ...COMMON_TAGS,
      'Kvitansiya №{receipt_number} {receipt_date}: {amount} {currency_name} ({amount_words}); {method}, {wallet}, kassir {cashier}; {comment}',
      'Qarz qoldigʻi {debt_after} {debt_currency_name} ({debt_after_words})',
    ]),
  refusal: () =>
    makeDocx([
      ...COMMON_TAGS,
      ...SALE_TAGS,
      'Bekor qilish №{refusal_number} {refusal_date}: qaytariladi {refund_due} {refund_currency_name} ({refund_due_words}), qaytarilgan {refunded} ({refunded_words}), qolgan {refund_left} ({refund_left_words}); {comment}',
    ]),
};

const money = (v: string) => v.replace(/\B(?=(\d{3})+(?!\d))/g, NB).replace('.', ',');

describe('documents', () => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let building: { id: number; name: string };
  let usd: { id: number; contract_number: string; client: { id: number; name: string }; room: { number: string }; debt: number };
  let uzs: { id: number; contract_number: string; client: { id: number; name: string }; room: { number: string }; debt: number };
  const uploaded: Record<string, number> = {};

  const download = (url: string, lang = 'uz', token?: string) => (token ? as(t, token) : admin).download(url, lang);
  const upload = (fields: Record<string, string>, file: Buffer, lang = 'uz', token?: string) => {
    let req = (token ? as(t, token) : admin).upload('/api/document-template/', lang);
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return req.attach('file', file, { filename: fields.name ? `${fields.name}.docx` : 'template.docx', contentType: 'application/octet-stream' });
  };

  /** A client with passport data, a room, and a sale confirmed through the API. */
  async function confirmedSale(currency: number, sold: string, paid: string, name: string) {
    const client = await t.prisma.client.create({
      data: {
        name,
        phone_number: uniquePhone(),
        address: 'Toshkent sh., Chilonzor t., 9-kvartal',
        passport_series: currency === CURRENCY_USD ? 'AA' : 'AB',
        passport_number: currency === CURRENCY_USD ? '1234567' : '7654321',
        passport_issued_by: 'Chilonzor tumani IIB',
        passport_issued_date: new Date('2019-03-15T00:00:00Z'),
        pinfl: currency === CURRENCY_USD ? '31503901234567' : '31503901234568',
        birth_date: new Date('1990-03-15T00:00:00Z'),
      },
    });
    const room = await makeRoom(t, building.id, { number: `${currency === CURRENCY_USD ? 45 : 46}`, area: '65.40', rooms_count: 3, floor: 5, entrance: 2 });
    const wallet = await t.prisma.wallet.create({ data: { name: unique('Kassa'), currency_id: currency } });
    const created = await admin.post('/api/sale/', {
      room: room.id,
      client: client.id,
      wallet: wallet.id,
      currency,
      sold_amount: sold,
      paid_amount: paid,
      debt_type: INSTALLMENT,
      credit_period: MONTHS_3,
      payment_date: '2026-12-27',
      method: CASH,
    });
    expect(created.status).toBe(201);
    const confirmed = await admin.post('/api/sale/confirm/', { id: created.body.id });
    expect(confirmed.status).toBe(200);
    const sale = await t.prisma.sale.findUniqueOrThrow({ where: { id: created.body.id }, include: { client_debt: true } });
    expect(sale.contract_number).toBeTruthy();
    return { id: sale.id, contract_number: sale.contract_number!, client, room, debt: sale.client_debt!.id, wallet };
  }

  beforeAll(async () => {
    // The test environment names every variable; LibreOffice is found on the runner's PATH.
    t = await createTestApp({ PATH: process.env.PATH ?? '' });
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(NOW);
    admin = as(t, await t.adminToken());
    building = await t.prisma.building.update({ where: { id: (await makeBuilding(t)).id }, data: { address: 'Toshkent sh., Parkent koʻchasi, 25' } });
    await t.prisma.companySettings.upsert({
      where: { id: 1 },
      create: { id: 1, name: '"Yangi Shahar Qurilish" MChJ', inn: '305123456', director: 'Karimov Aziz' },
      update: { name: '"Yangi Shahar Qurilish" MChJ', inn: '305123456', director: 'Karimov Aziz' },
    });
    await setRate(t, '2026-11-27', '12650');
    usd = await confirmedSale(CURRENCY_USD, '65400.00', '19620.00', 'Toshmatov Jasur Olimovich');
    uzs = await confirmedSale(CURRENCY_UZS, '600000000.00', '150000000.00', 'Каримова Нилуфар');
  }, 60_000);
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  it('uploads templates of every kind using their tags (a default per kind, language and building)', async () => {
    for (const kind of ['contract', 'schedule', 'receipt', 'refusal'] as const) {
      for (const language of ['uz', 'ru']) {
        const res = await upload({ name: `${kind} ${language}`, kind, language }, templates[kind]());
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({ name: `${kind} ${language}`, kind, language, building: null, is_builtin: false, is_default: true, original_name: `${kind} ${language}.docx` });
        expect(res.body.created_by).toMatchObject({ id: expect.any(Number) });
        uploaded[`${kind}-${language}`] = res.body.id;
      }
    }
    const list = await admin.get('/api/document-template/?kind=contract&language=uz');
    expect(list.status).toBe(200);
    expect(list.body.results.map((r: { id: number }) => r.id)).toContain(uploaded['contract-uz']);
    expect(list.body.results[0]).not.toHaveProperty('content');
    const created = await entries(t, { entity: 'document_template', entity_id: uploaded['contract-uz'], action: 'create' });
    expect(created).toHaveLength(1);
    // The file comes back as uploaded.
    const file = await download(`/api/document-template/${uploaded['contract-uz']}/file/`);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment;');
    expect(docxText(file.body)).toContain('{client_name}');
  });

  it('a new default replaces the previous one of the same slot, in one transaction with its entry', async () => {
    const second = await upload({ name: 'contract uz 2', kind: 'contract', language: 'uz', building: String(building.id) }, templates.contract());
    expect(second.status).toBe(201);
    expect(second.body.building).toEqual({ id: building.id, name: building.name });
    const third = await upload({ name: 'contract uz 3', kind: 'contract', language: 'uz', building: String(building.id), is_default: 'true' }, templates.contract());
    expect(third.status).toBe(201);
    expect((await admin.get(`/api/document-template/${second.body.id}/`)).body.is_default).toBe(false);
    expect(await entries(t, { entity: 'document_template', entity_id: second.body.id, action: 'update' })).toHaveLength(1);
    // Moved back to company-wide without being default; then deleted.
    const put = await admin.put(`/api/document-template/${third.body.id}/`, { is_default: false, name: 'Bino shartnomasi' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ is_default: false, name: 'Bino shartnomasi' });
    expect((await admin.delete(`/api/document-template/${second.body.id}/`)).status).toBe(204);
    expect((await admin.delete(`/api/document-template/${third.body.id}/`)).status).toBe(204);
    expect(await entries(t, { entity: 'document_template', entity_id: third.body.id, action: 'delete' })).toHaveLength(1);
  });

  it('refuses bad templates naming the tag, in the request’s language', async () => {
    const unknown = await upload({ name: 'x', kind: 'contract', language: 'uz' }, makeDocx(['{client_nme}']));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'file', code: 'document_template.invalid', message: 'Nomaʼlum teg {client_nme}' }]);
    const unknownRu = await upload({ name: 'x', kind: 'contract', language: 'uz' }, makeDocx(['{client_nme}']), 'ru');
    expect(unknownRu.body.errors[0].message).toBe('Неизвестный тег {client_nme}');
    const broken = await upload({ name: 'x', kind: 'contract', language: 'uz' }, makeDocx(['Hurmatli {client_name']));
    expect(broken.status).toBe(400);
    expect(broken.body.errors[0]).toMatchObject({ field: 'file', code: 'document_template.invalid' });
    expect(broken.body.errors[0].message).toContain('{client_name');
    const unclosed = await upload({ name: 'x', kind: 'schedule', language: 'uz' }, makeDocx(['{#schedule}', '{n}']));
    expect(unclosed.status).toBe(400);
    expect(unclosed.body.errors[0].message).toContain('{/schedule}');
    const outside = await upload({ name: 'x', kind: 'schedule', language: 'uz' }, makeDocx(['{amount_words}']));
    expect(outside.status).toBe(400);
    expect(outside.body.errors[0].message).toContain('{#schedule}');
    const otherKind = await upload({ name: 'x', kind: 'receipt', language: 'uz' }, makeDocx(['{price}']));
    expect(otherKind.body.errors[0].message).toBe('Nomaʼlum teg {price}');
    const notDocx = await upload({ name: 'x', kind: 'receipt', language: 'uz' }, Buffer.from('%PDF-1.4 hello'));
    expect(notDocx.status).toBe(400);
    expect(notDocx.body.errors[0]).toMatchObject({ field: 'file', code: 'document_template.invalid' });
    const badKind = await upload({ name: 'x', kind: 'letter', language: 'uz' }, templates.receipt());
    expect(badKind.status).toBe(400);
    expect(badKind.body.errors.map((e: { field: string }) => e.field)).toContain('kind');
    expect(await t.prisma.documentTemplate.count({ where: { name: 'x' } })).toBe(0);
  });

  it('prints a USD sale’s contract in uz: client, passport, room, number, soʻm at the contract day’s rate, words, every instalment', async () => {
    const res = await download(`/api/sale/${usd.id}/contract.docx`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toContain(`filename="shartnoma-${usd.contract_number}.docx"`);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''shartnoma-${usd.contract_number}.docx`);
    const text = docxText(res.body);
    expect(text).toContain('Toshmatov Jasur Olimovich');
    expect(text).toContain('pasport AA 1234567 (Chilonzor tumani IIB, 15.03.2019)');
    expect(text).toContain('JShShIR 31503901234567');
    expect(text).toContain('xonadon №45, 5-qavat, 2-podyezd, 65,40 m², 3 xona');
    expect(text).toContain(`Shartnoma №${usd.contract_number} 27.11.2026`);
    expect(text).toContain('"Yangi Shahar Qurilish" MChJ, STIR 305123456');
    // 65 400 USD × 12 650 = 827 310 000 soʻm
    expect(text).toContain(`Narx ${money('827310000.00')} (${amountInWords('827310000.00', 'UZS', 'uz')})`);
    expect(text).toContain(`USD: ${money('65400.00')} (${amountInWords('65400.00', 'USD', 'uz')}), kurs ${money('12650.00')}`);
    expect(text).toContain('valyuta soʻm');
    const instalments = await t.prisma.debtInstalment.findMany({ where: { client_debt_id: usd.debt }, orderBy: { month: 'asc' } });
    expect(instalments).toHaveLength(3);
    for (const i of instalments) {
      const day = i.payment_date.toISOString().slice(0, 10).split('-').reverse().join('.');
      expect(text).toContain(day);
      const som = i.amount.mul(12650).toFixed(2);
      expect(text).toContain(`${money(som)} / ${money(i.amount.toFixed(2))}`);
      expect(text).toContain(amountInWords(som, 'UZS', 'uz'));
    }
    expect(text).toContain('27.12.2026');
    expect(text).toContain('dekabr 2026');
    expect(text).toContain('fevral 2027');
    const printed = await entries(t, { entity: 'sale', entity_id: usd.id, action: 'print' });
    expect(printed).toHaveLength(1);
    expect(printed[0].details).toEqual({ kind: 'contract', language: 'uz', format: 'docx', template: uploaded['contract-uz'] });
  });

  it('prints a UZS sale’s contract and schedule in ru; the template’s language wins', async () => {
    const res = await download(`/api/sale/${uzs.id}/contract.docx?language=ru`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('договор')}-${uzs.contract_number}.docx`);
    const text = docxText(res.body);
    expect(text).toContain('Каримова Нилуфар');
    expect(text).toContain('AB 7654321');
    expect(text).toContain('xonadon №46');
    expect(text).toContain(`Narx ${money('600000000.00')} (${amountInWords('600000000.00', 'UZS', 'ru')})`);
    expect(text).toContain('valyuta сум');
    expect(text).not.toContain('USD:');
    expect(text).toContain('декабрь 2026');
    const schedule = await download(`/api/sale/${uzs.id}/schedule.docx`, 'ru');
    expect(schedule.status).toBe(200);
    const st = docxText(schedule.body);
    for (const i of await t.prisma.debtInstalment.findMany({ where: { client_debt_id: uzs.debt } })) {
      expect(st).toContain(i.payment_date.toISOString().slice(0, 10).split('-').reverse().join('.'));
      expect(st).toContain(amountInWords(i.amount.toFixed(2), 'UZS', 'ru'));
    }
    expect(st).toContain(`Jami ${money('450000000.00')} (${amountInWords('450000000.00', 'UZS', 'ru')})`);
    // ?template= of the uz schedule: printed in uz whatever the request's language.
    const chosen = await download(`/api/sale/${uzs.id}/schedule.docx?template=${uploaded['schedule-uz']}&language=ru`, 'ru');
    expect(chosen.status).toBe(200);
    expect(docxText(chosen.body)).toContain('dekabr 2026');
  });

  it('refuses a template of another kind, a pending sale, an unknown record', async () => {
    const wrong = await admin.get(`/api/sale/${usd.id}/contract.docx?template=${uploaded['receipt-uz']}`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]).toMatchObject({ field: 'template', code: 'documents.template_kind' });
    const room = await makeRoom(t, building.id);
    const client = await t.prisma.client.create({ data: { name: unique('Mijoz'), phone_number: uniquePhone() } });
    const wallet = await t.prisma.wallet.create({ data: { name: unique('Kassa'), currency_id: CURRENCY_USD } });
    const pending = await admin.post('/api/sale/', { room: room.id, client: client.id, wallet: wallet.id, currency: CURRENCY_USD, sold_amount: '1000.00', paid_amount: '1000.00' });
    expect(pending.status).toBe(201);
    const refused = await admin.get(`/api/sale/${pending.body.id}/contract.docx`);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].code).toBe('documents.sale_not_confirmed');
    expect((await admin.get('/api/sale/99999999/contract.docx')).status).toBe(404);
  });

  it('prints a receipt in the payment’s own currency after a payment', async () => {
    const wallet = await t.prisma.wallet.create({ data: { name: unique('Kassa'), currency_id: CURRENCY_USD } });
    const paid = await admin.post('/api/payment-report/', { client: usd.client.id, client_debt: usd.debt, wallet: wallet.id, amount: '1500.00', currency: CURRENCY_USD, description: 'Dekabr uchun' });
    expect(paid.status).toBe(201);
    const res = await download(`/api/payment-report/${paid.body.id}/receipt.docx`, 'ru');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain(`${encodeURIComponent('квитанция')}-${paid.body.id}.docx`);
    const text = docxText(res.body);
    expect(text).toContain(`Kvitansiya №${paid.body.id} 27.11.2026: ${money('1500.00')} долларов США (${amountInWords('1500.00', 'USD', 'ru')})`);
    expect(text).toContain('Dekabr uchun');
    expect(text).toContain('Toshmatov Jasur Olimovich');
    expect(text).toContain(`Shartnoma №${usd.contract_number}`);
    // 65 400 − 19 620 − 1 500 = 44 280 left, in the debt's currency.
    expect(text).toContain(`Qarz qoldigʻi ${money('44280.00')} долларов США (${amountInWords('44280.00', 'USD', 'ru')})`);
    const printed = await entries(t, { entity: 'payment_report', entity_id: paid.body.id, action: 'print' });
    expect(printed[0].details).toMatchObject({ kind: 'receipt', language: 'ru', format: 'docx' });
  });

  it('prints a refusal document after a refusal; the refused sale’s contract still prints', async () => {
    const res0 = await admin.post('/api/refusals/', { sale: uzs.id, comment: 'Oilaviy sabab' });
    expect(res0.status).toBe(201);
    const refusalId = res0.body.id;
    const res = await download(`/api/refusals/${refusalId}/document.docx`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain(`bekor-qilish-${uzs.contract_number}.docx`);
    const text = docxText(res.body);
    expect(text).toContain('Каримова Нилуфар');
    // Its date is the row's (the database's clock), as a Tashkent day.
    const created = (await t.prisma.refusal.findUniqueOrThrow({ where: { id: refusalId } })).created_at;
    const day = tashkentDate(created).split('-').reverse().join('.');
    expect(text).toContain(`Bekor qilish №${refusalId} ${day}: qaytariladi ${money('150000000.00')} soʻm (${amountInWords('150000000.00', 'UZS', 'uz')})`);
    expect(text).toContain('Oilaviy sabab');
    const ru = await download(`/api/refusals/${refusalId}/document.docx?language=ru`);
    expect(docxText(ru.body)).toContain(amountInWords('150000000.00', 'UZS', 'ru'));
    expect((await download(`/api/sale/${uzs.id}/contract.docx`)).status).toBe(200);
    expect(await entries(t, { entity: 'refusal', entity_id: refusalId, action: 'print' })).toHaveLength(2);
  });

  it('prints with every seeded built-in template (each kind and language) from the same data', async () => {
    const builtins = await t.prisma.documentTemplate.findMany({ where: { is_builtin: true }, select: { id: true, kind: true, language: true } });
    expect(builtins).toHaveLength(8);
    const payment = await t.prisma.paymentReport.findFirstOrThrow({ where: { client_debt_id: usd.debt } });
    const refusal = await t.prisma.refusal.findFirstOrThrow({ where: { sale_id: uzs.id } });
    const url = { contract: `/api/sale/${usd.id}/contract.docx`, schedule: `/api/sale/${usd.id}/schedule.docx`, receipt: `/api/payment-report/${payment.id}/receipt.docx`, refusal: `/api/refusals/${refusal.id}/document.docx` };
    for (const b of builtins) {
      const res = await download(`${url[b.kind as keyof typeof url]}?template=${b.id}`);
      expect([b.kind, b.language, res.status]).toEqual([b.kind, b.language, 200]);
      const text = docxText(res.body);
      expect(text).toContain(b.kind === 'refusal' ? 'Каримова Нилуфар' : 'Toshmatov Jasur Olimovich');
      expect(text).not.toMatch(/\{[a-z_#/]+\}/);
    }
  });

  it('falls back to the built-in template; none at all is 503 documents.no_template', async () => {
    // The built-ins are seeded by the seed (docs-builtin); this test makes its own so it does not depend on them.
    await t.prisma.documentTemplate.deleteMany({ where: { kind: 'schedule', language: 'uz' } });
    delete uploaded['schedule-uz'];
    const none = await admin.get(`/api/sale/${usd.id}/schedule.docx`);
    expect(none.status).toBe(503);
    expect(none.body.errors[0].code).toBe('documents.no_template');
    const content = makeDocx(['Oʻrnatilgan jadval: {client_name}, {contract_number}'], SCHEDULE_TABLE);
    const builtin = await t.prisma.documentTemplate.create({
      data: { name: 'Toʻlov jadvali', kind: 'schedule', language: 'uz', is_builtin: true, content: new Uint8Array(content), size: content.length, original_name: 'jadval.docx' },
    });
    const res = await download(`/api/sale/${usd.id}/schedule.docx`);
    expect(res.status).toBe(200);
    expect(docxText(res.body)).toContain(`Oʻrnatilgan jadval: Toshmatov Jasur Olimovich, ${usd.contract_number}`);
    const printed = await entries(t, { entity: 'sale', entity_id: usd.id, action: 'print' });
    expect(printed.some((e) => (e.details as { template: number }).template === builtin.id)).toBe(true);
    // A built-in is listed, but never changed or deleted.
    expect((await admin.get('/api/document-template/?kind=schedule')).body.results.map((r: { id: number }) => r.id)).toContain(builtin.id);
    const put = await admin.put(`/api/document-template/${builtin.id}/`, { name: 'Boshqa' });
    expect(put.status).toBe(409);
    expect(put.body.errors[0].code).toBe('document_template.builtin');
    expect((await admin.delete(`/api/document-template/${builtin.id}/`)).status).toBe(409);
  });

  it('answers choices and placeholders', async () => {
    const choices = await admin.get(`/api/document-template/choices/?kind=contract&building=${building.id}`);
    expect(choices.status).toBe(200);
    expect(choices.body.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([uploaded['contract-uz'], uploaded['contract-ru']]));
    expect(Object.keys(choices.body[0]).sort()).toEqual(['building', 'id', 'is_builtin', 'is_default', 'language', 'name']);
    const tags = await admin.get('/api/document-template/placeholders/?kind=receipt', 'ru');
    expect(tags.status).toBe(200);
    expect(tags.body).toContainEqual({ tag: 'receipt_number', description: 'Номер квитанции', example: '318' });
    expect(tags.body.map((p: { tag: string }) => p.tag)).not.toContain('schedule');
    const loop = (await admin.get('/api/document-template/placeholders/?kind=schedule')).body.find((p: { tag: string }) => p.tag === 'n');
    expect(loop).toMatchObject({ loop: 'schedule', description: 'Tartib raqami' });
  });

  it('403 without the record’s permission, the template routes without SETTINGS_WRITE', async () => {
    const none = (await t.userWith([P.CLIENT_READ, P.BUILDING_READ])).token;
    const sales = (await t.userWith([P.SALE_READ])).token;
    const payment = await t.prisma.paymentReport.findFirstOrThrow({ where: { client_debt_id: usd.debt } });
    const refusal = await t.prisma.refusal.findFirstOrThrow({ where: { sale_id: uzs.id } });
    for (const url of [`/api/sale/${usd.id}/contract.docx`, `/api/sale/${usd.id}/schedule.pdf`, `/api/payment-report/${payment.id}/receipt.docx`, `/api/refusals/${refusal.id}/document.docx`, '/api/document-template/choices/?kind=contract']) {
      expect([url, (await download(url, 'uz', none)).status]).toEqual([url, 403]);
    }
    // SALE_READ prints sales, not receipts or refusals, and does not manage templates.
    expect((await download(`/api/sale/${usd.id}/contract.docx`, 'uz', sales)).status).toBe(200);
    expect((await download(`/api/payment-report/${payment.id}/receipt.docx`, 'uz', sales)).status).toBe(403);
    expect((await download(`/api/refusals/${refusal.id}/document.docx`, 'uz', sales)).status).toBe(403);
    expect((await download('/api/document-template/choices/?kind=contract', 'uz', sales)).status).toBe(200);
    for (const url of ['/api/document-template/', `/api/document-template/${uploaded['contract-uz']}/`, `/api/document-template/${uploaded['contract-uz']}/file/`, '/api/document-template/placeholders/?kind=contract']) {
      expect([url, (await download(url, 'uz', sales)).status]).toEqual([url, 403]);
    }
    expect((await upload({ name: 'y', kind: 'receipt', language: 'uz' }, templates.receipt(), 'uz', sales)).status).toBe(403);
    expect((await as(t, sales).put(`/api/document-template/${uploaded['contract-uz']}/`, { name: 'z' })).status).toBe(403);
    expect((await as(t, sales).delete(`/api/document-template/${uploaded['contract-uz']}/`)).status).toBe(403);
    const debts = (await t.userWith([P.CLIENT_DEBT_READ])).token;
    expect((await download(`/api/payment-report/${payment.id}/receipt.docx`, 'uz', debts)).status).toBe(200);
    const refusals = (await t.userWith([P.REFUSAL_READ])).token;
    expect((await download(`/api/refusals/${refusal.id}/document.docx`, 'uz', refusals)).status).toBe(200);
  });

  pdfIt('prints a contract as PDF whose text has the client’s name', async () => {
    const res = await download(`/api/sale/${usd.id}/contract.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`shartnoma-${usd.contract_number}.pdf`);
    const dir = mkdtempSync(join(tmpdir(), 'documents-e2e-'));
    try {
      writeFileSync(join(dir, 'c.pdf'), res.body);
      const text = execFileSync('pdftotext', [join(dir, 'c.pdf'), '-']).toString();
      expect(text).toContain('Toshmatov Jasur Olimovich');
      expect(text).toContain('AA 1234567');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const printed = await entries(t, { entity: 'sale', entity_id: usd.id, action: 'print' });
    expect(printed.some((e) => (e.details as { format: string }).format === 'pdf')).toBe(true);
  }, 60_000);

  pdfIt('20 PDFs at once all answer (2 at a time, the rest queued) while health answers in under 1 s', async () => {
    const before = (await entries(t, { entity: 'sale', entity_id: usd.id, action: 'print' })).length;
    const pdfs = Promise.all(Array.from({ length: 20 }, () => download(`/api/sale/${usd.id}/contract.pdf`)));
    await new Promise((r) => setTimeout(r, 500));
    const started = Date.now();
    const health = await t.http().get('/api/health/live');
    const healthMs = Date.now() - started;
    const answers = await pdfs;
    expect(health.status).toBe(200);
    expect(healthMs).toBeLessThan(1000);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    for (const a of answers) expect(a.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await entries(t, { entity: 'sale', entity_id: usd.id, action: 'print' })).length).toBe(before + 20);
  }, 180_000);
});
