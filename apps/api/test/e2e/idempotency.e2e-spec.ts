import { randomUUID } from 'node:crypto';
import { P } from '@mijozlar/shared';
import { approvedSale, CASH, createWallet, fundedWallet } from '../support/money';
import { createTestApp, TestApp } from '../support/test-app';
import { IdempotencyPurgeService } from '../../src/jobs/idempotency-purge/idempotency-purge.service';

/** Idempotency-Key on the money routes of wallets, operations, transfers and refusals. */
describe('Idempotency-Key', () => {
  let t: TestApp;
  let user: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp();
    user = (await t.userWith([P.WALLET_READ, P.REFUSAL_READ, P.REFUSAL_WRITE])).token;
    other = (await t.userWith([P.WALLET_READ])).token;
  });
  afterAll(() => t.close());

  const send = (method: 'post' | 'put' | 'delete', url: string, key: string, body?: object, token = user, lang = 'uz') => {
    const req = t.http()[method](url).set('Authorization', `Bearer ${token}`).set('Accept-Language', lang).set('Idempotency-Key', key);
    return body ? req.send(body) : req;
  };
  const balance = async (walletId: number) => (await t.prisma.wallet.findUniqueOrThrow({ where: { id: walletId } })).balance.toFixed(2);
  const withdrawal = (wallet: number, amount = '10') => ({ wallet, operation_type: 'withdraw', amount, method: CASH, comment: 'Ijara' });

  it('replayed 10 times in a row: one operation, the same answer, replays marked Idempotent-Replayed', async () => {
    const w = await fundedWallet(t, user, '100');
    const key = randomUUID();
    const first = await send('post', '/api/wallet-operations/', key, withdrawal(w.id));
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    for (let i = 0; i < 9; i++) {
      const replay = await send('post', '/api/wallet-operations/', key, withdrawal(w.id));
      expect(replay.status).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toEqual(first.body);
    }
    expect(await t.prisma.walletOperation.count({ where: { wallet_id: w.id, operation_type: 'withdraw' } })).toBe(1);
    expect(await balance(w.id)).toBe('90.00');
  });

  it('replayed 10 times in parallel: one operation, every answer the same', async () => {
    const w = await fundedWallet(t, user, '100');
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => send('post', '/api/wallet-operations/', key, withdrawal(w.id, '7.25'))));
    expect(results.map((r) => [r.status, r.body.errors?.[0]?.code])).toEqual(Array(10).fill([201, undefined]));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await t.prisma.walletOperation.count({ where: { wallet_id: w.id, operation_type: 'withdraw' } })).toBe(1);
    expect(await balance(w.id)).toBe('92.75');
  });

  it('the same key with another body is 422 idempotency.key_reused (uz and ru), and moves nothing', async () => {
    const w = await fundedWallet(t, user, '100');
    const key = randomUUID();
    expect((await send('post', '/api/wallet-operations/', key, withdrawal(w.id, '10'))).status).toBe(201);
    const reused = await send('post', '/api/wallet-operations/', key, withdrawal(w.id, '11'));
    expect(reused.status).toBe(422);
    expect(reused.body.errors).toEqual([{ field: 'Idempotency-Key', code: 'idempotency.key_reused', message: 'Bu soʻrov kaliti boshqa maʼlumotlar bilan ishlatilgan' }]);
    const ru = await send('post', '/api/wallet-operations/transfer/', key, { from_wallet: w.id, to_wallet: w.id, amount: '1', comment: 'x' }, user, 'ru');
    expect(ru.status).toBe(422);
    expect(ru.body.errors[0].message).toBe('Этот ключ запроса уже использован с другими данными');
    expect(await balance(w.id)).toBe('90.00');
    // Keys are per user: another user's same key is a new request.
    const w2 = await fundedWallet(t, other, '5');
    expect((await send('post', '/api/wallet-operations/', key, withdrawal(w2.id, '5'), other)).status).toBe(201);
  });

  it('a refused request does not use the key up: after funding, the same request goes through once', async () => {
    const w = await createWallet(t, user);
    const key = randomUUID();
    const poor = await send('post', '/api/wallet-operations/', key, withdrawal(w.id, '50'));
    expect(poor.status).toBe(409);
    await t.http()
      .post('/api/wallet-operations/')
      .set('Authorization', `Bearer ${user}`)
      .send({ wallet: w.id, operation_type: 'replenish', amount: '50', method: CASH, comment: 'Kirim' });
    const retried = await send('post', '/api/wallet-operations/', key, withdrawal(w.id, '50'));
    expect(retried.status).toBe(201);
    const replay = await send('post', '/api/wallet-operations/', key, withdrawal(w.id, '50'));
    expect([replay.status, replay.body.id, replay.headers['idempotent-replayed']]).toEqual([201, retried.body.id, 'true']);
    expect(await balance(w.id)).toBe('0.00');
  });

  it('transfers, corrections and refusals replay their first answer', async () => {
    const a = await fundedWallet(t, user, '100');
    const b = await createWallet(t, user);
    const transferKey = randomUUID();
    const body = { from_wallet: a.id, to_wallet: b.id, amount: '40', comment: 'x' };
    const transfers = await Promise.all([1, 2, 3].map(() => send('post', '/api/wallet-operations/transfer/', transferKey, body)));
    expect(new Set(transfers.map((r) => r.body.transfer_group)).size).toBe(1);
    expect([await balance(a.id), await balance(b.id)]).toEqual(['60.00', '40.00']);

    const spent = await send('post', '/api/wallet-operations/', randomUUID(), withdrawal(a.id, '20'));
    const putKey = randomUUID();
    const put1 = await send('put', `/api/wallet-operations/${spent.body.id}/`, putKey, { amount: '15' });
    const put2 = await send('put', `/api/wallet-operations/${spent.body.id}/`, putKey, { amount: '15' });
    expect([put1.status, put2.status, put2.body.id]).toEqual([200, 200, put1.body.id]);
    const delKey = randomUUID();
    const del1 = await send('delete', `/api/wallet-operations/${put1.body.id}/`, delKey);
    const del2 = await send('delete', `/api/wallet-operations/${put1.body.id}/`, delKey);
    expect([del1.status, del2.status, del2.headers['idempotent-replayed']]).toEqual([200, 200, 'true']);
    expect(del2.body).toEqual(del1.body);
    expect(await balance(a.id)).toBe('60.00');

    const f = await approvedSale(t);
    const refusalKey = randomUUID();
    const r1 = await send('post', '/api/refusals/', refusalKey, { sale: f.sale.id, comment: 'x' });
    const r2 = await send('post', '/api/refusals/', refusalKey, { sale: f.sale.id, comment: 'x' });
    expect([r1.status, r2.status, r2.body]).toEqual([201, 201, r1.body]);
    const plain = await t.http().post('/api/refusals/').set('Authorization', `Bearer ${user}`).send({ sale: f.sale.id, comment: 'x' });
    expect(plain.status).toBe(409); // without the key it is a new request
  });

  it('a malformed key is a 400 naming the header', async () => {
    const w = await fundedWallet(t, user, '1');
    const res = await send('post', '/api/wallet-operations/', 'x'.repeat(256), withdrawal(w.id, '1'));
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ field: 'Idempotency-Key', code: 'invalid' });
    expect(await balance(w.id)).toBe('1.00');
  });

  it('keys older than IDEMPOTENCY_KEY_DAYS (7) are deleted by the hourly purge; newer ones still replay', async () => {
    const w = await fundedWallet(t, user, '100');
    const fresh = randomUUID();
    const first = await send('post', '/api/wallet-operations/', fresh, withdrawal(w.id));
    expect(first.status).toBe(201);
    const old = randomUUID();
    expect((await send('post', '/api/wallet-operations/', old, withdrawal(w.id))).status).toBe(201);
    await t.prisma.idempotencyKey.updateMany({ where: { key: old }, data: { created_at: new Date(Date.now() - 8 * 86_400_000) } });
    await t.prisma.idempotencyKey.updateMany({ where: { key: fresh }, data: { created_at: new Date(Date.now() - 6 * 86_400_000) } });

    expect(await t.app.get(IdempotencyPurgeService).purge()).toBeGreaterThanOrEqual(1);
    expect(await t.prisma.idempotencyKey.count({ where: { key: old } })).toBe(0);
    expect(await t.prisma.idempotencyKey.count({ where: { key: fresh } })).toBe(1);
    const replay = await send('post', '/api/wallet-operations/', fresh, withdrawal(w.id));
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await balance(w.id)).toBe('80.00');
  });
});
