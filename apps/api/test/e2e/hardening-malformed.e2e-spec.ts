import { ModulesContainer } from '@nestjs/core';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
// class-transformer keeps @Type() metadata here (as validation.ts reads it).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as typeof import('class-transformer/types/storage');
import { Agent } from 'node:http';
import request from 'supertest';
import { createTestApp, TestApp } from '../support/test-app';

jest.setTimeout(300000);

/**
 * Malformed input never answers 500. Table-driven over every operation of the OpenAPI
 * document (so routes added later are covered without touching this file):
 * - path ids: only canonical positive 32-bit decimal; 0x10, 9e5, 900000.0, +900000, " 900000",
 *   0900000, 2147483648, 99999999999999999999, 0, -1, true, NUL... are 404, while a row with that
 *   id exists (so a lenient parser would be caught answering 200 or deleting it);
 * - query parameters: integers beyond 32 bits and in non-canonical forms are a 400 naming the
 *   parameter; NUL is a 400 naming it; long and repeated values never 500;
 * - JSON bodies, property by property: the same for integers, a NUL in any text, a string where a
 *   list is expected, null for a field the create call requires (also on PUT); any value at all
 *   (long, nested, of another type) never 500; a body nested deeper than the limit is refused.
 * Which properties are integers or lists comes from the DTO classes' validation metadata (the
 * OpenAPI types of nullable fields say "object"); which are required, from the OpenAPI document.
 */
describe('hardening: malformed input on every route', () => {
  let t: TestApp;
  let admin: string;
  let doc: OpenApi;
  let base: string;
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const F = 900000; // every table the suite may hit has a row with this id
  const failures: string[] = [];
  const intChecks = new Set<string>();

  interface Param {
    name: string;
    in: string;
  }
  interface Operation {
    parameters?: Param[];
    requestBody?: { content: Record<string, { schema: Schema }> };
  }
  interface Schema {
    $ref?: string;
    type?: string;
    enum?: unknown[];
    items?: Schema;
    properties?: Record<string, Schema>;
    required?: string[];
  }
  interface OpenApi {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, Schema> };
  }
  interface Dtos {
    body?: Function;
    query?: Function;
  }

  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_RATE_LIMIT: '1000000',
      LOGIN_MAX_FAILURES: '1000',
      LOGIN_MAX_FAILURES_PER_PHONE: '1000',
      LOGIN_MAX_FAILURES_PER_IP: '100000',
      RECOVERY_MAX_PER_IP: '100000',
    });
    admin = await t.adminToken();
    // Thousands of requests: one listening server and kept-alive connections, not one per request.
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as { port: number }).port}`;
    doc = (await t.http().get('/api/docs/openapi.json')).body;
    await fixtures();
  });
  afterAll(async () => {
    agent.destroy();
    await t.close();
  });
  beforeEach(() => {
    failures.length = 0;
  });
  afterEach(() => {
    // The whole list, readable (the assertion's diff truncates long lists).
    if (failures.length) console.log(`${failures.length} failures:\n${failures.join('\n')}`);
  });

  /**
   * Rows with id F in the tables behind the routes. A fixture the schema no longer accepts fails the
   * file: skipped, its routes would answer 404 before their validation is reached, and pass.
   */
  async function fixtures() {
    const p = t.prisma;
    const tryCreate = async (what: string, create: () => Promise<unknown>) => {
      try {
        await create();
      } catch (err) {
        throw new Error(`fixture ${what}: ${(err as Error).message.split('\n').pop()}`);
      }
    };
    await tryCreate('role', () => p.role.create({ data: { id: F, name: 'Fixture role' } }));
    await tryCreate('user', () => p.user.create({ data: { id: F, phone_number: '+998339000000', full_name: 'Fixture', password_hash: 'x', role_id: F } }));
    await tryCreate('building', () => p.building.create({ data: { id: F, name: 'Fixture', floor_count: 9, room_count: 9, entrance_count: 1 } }));
    await tryCreate('block', () => p.buildingBlock.create({ data: { id: F, building_id: F, name: 'F' } }));
    await tryCreate('group', () => p.buildingGroup.create({ data: { id: F, name: 'Fixture' } }));
    await tryCreate('room', () => p.room.create({ data: { id: F, building_id: F, number: 'F1', floor: 1, entrance: 1, area: '50', price: '1000', currency_id: 2 } }));
    await tryCreate('client', () => p.client.create({ data: { id: F, name: 'Fixture', phone_number: '+998339000001' } }));
    await tryCreate('lid', () => p.lid.create({ data: { id: F, name: 'Fixture', phone_number: '+998339000002' } }));
    await tryCreate('people group', () => p.peopleGroup.create({ data: { id: F, name_uz: 'F', name_ru: 'F' } }));
    await tryCreate('wallet', () => p.wallet.create({ data: { id: F, name: 'Fixture', currency_id: 2 } } as never));
  }

  /** The DTO classes of each route's @Body() and @Query(), from Nest's own metadata. */
  function routeDtos(): Map<string, Dtos> {
    const out = new Map<string, Dtos>();
    const join = (...parts: string[]) => '/' + parts.flatMap((x) => x.split('/')).filter(Boolean).join('/');
    for (const module of t.app.get(ModulesContainer).values()) {
      for (const wrapper of module.controllers.values()) {
        const type = wrapper.metatype as Function | undefined;
        if (!type) continue;
        const base: string | string[] = Reflect.getMetadata(PATH_METADATA, type) ?? '';
        for (const name of Object.getOwnPropertyNames(type.prototype)) {
          const handler = type.prototype[name];
          const path: string | string[] | undefined = Reflect.getMetadata(PATH_METADATA, handler);
          const method: RequestMethod | undefined = Reflect.getMetadata(METHOD_METADATA, handler);
          if (path === undefined || method === undefined) continue;
          const args: Record<string, { index: number; data?: string }> = Reflect.getMetadata(ROUTE_ARGS_METADATA, type, name) ?? {};
          const types: Function[] = Reflect.getMetadata('design:paramtypes', type.prototype, name) ?? [];
          const dtos: Dtos = {};
          for (const [key, arg] of Object.entries(args)) {
            const kind = Number(key.split(':')[0]);
            if (arg.data) continue;
            if (kind === 3) dtos.body = types[arg.index];
            if (kind === 4) dtos.query = types[arg.index];
          }
          for (const b of [base].flat()) {
            for (const p of [path].flat()) {
              const openApiPath = join('api', b, p).replace(/:([A-Za-z_]+)/g, '{$1}') + '/';
              out.set(`${RequestMethod[method].toLowerCase()} ${openApiPath}`, dtos);
            }
          }
        }
      }
    }
    return out;
  }

  const integers = (values: unknown) => Array.isArray(values) && values.length > 0 && values.every((v) => Number.isInteger(v));

  /**
   * Property kinds of a DTO class: integers and lists (IsArray or validators with each). An integer
   * (an id, a foreign key, a currency or salary type) is whatever the DTO or the OpenAPI document
   * says is one, however declared: @IsInt(), @IsIn() of integers, @Type(() => Number), an OpenAPI
   * integer or an enum of integers (`currency: true` once made a UZS wallet).
   */
  function kinds(dto: Function | undefined, schema?: Schema): { ints: Set<string>; lists: Set<string>; all: Set<string> } {
    const ints = new Set<string>();
    const lists = new Set<string>();
    const all = new Set<string>();
    if (dto && ![Object, String, Number, Boolean, Array].includes(dto as never)) {
      for (const m of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false) as { propertyName: string; name?: string; each?: boolean; constraints?: unknown[] }[]) {
        all.add(m.propertyName);
        if ((m.name === 'isInt' || (m.name === 'isIn' && integers(m.constraints?.[0]))) && !m.each) ints.add(m.propertyName);
        if (m.each || m.name === 'isArray') lists.add(m.propertyName);
        if (defaultMetadataStorage.findTypeMetadata(dto, m.propertyName)?.typeFunction?.() === Number) ints.add(m.propertyName);
      }
    }
    for (const [name, prop] of Object.entries(schema?.properties ?? {})) {
      if (prop.type === 'integer' || integers(prop.enum)) ints.add(name);
    }
    for (const l of lists) ints.delete(l);
    return { ints, lists, all };
  }

  const resolve = (schema: Schema | undefined): Schema | undefined =>
    schema?.$ref ? doc.components.schemas[schema.$ref.split('/').pop()!] : schema;

  /** Fields the create call of this resource requires: a PUT of /x/{id}/ is checked against POST /x/. */
  function requiredFields(path: string, method: string): Set<string> {
    const own = resolve(doc.paths[path]?.[method]?.requestBody?.content['application/json']?.schema);
    const create = method === 'put' ? resolve(doc.paths[path.replace(/\{id\}\/$/, '')]?.post?.requestBody?.content['application/json']?.schema) : undefined;
    return new Set([...(own?.required ?? []), ...(create?.required ?? [])]);
  }

  async function send(method: string, url: string, body?: string) {
    let req = request(base)[method as 'get'](url).agent(agent).set('Authorization', `Bearer ${admin}`).set('Accept-Language', 'uz');
    if (body !== undefined) req = req.set('Content-Type', 'application/json').send(body);
    return req;
  }

  /** Runs the checks a few at a time. */
  async function runAll(checks: (() => Promise<void>)[], concurrency = 8) {
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < checks.length) await checks[next++]();
      }),
    );
  }

  const named = (res: { body: { errors?: { field: string | null }[] } }, field: string) =>
    (res.body.errors ?? []).some((e) => e.field === field || (e.field ?? '').startsWith(`${field}.`));

  function expectStatus(label: string, res: { status: number; text: string }, ok: (status: number) => boolean, want: string) {
    if (!ok(res.status)) failures.push(`${label} → ${res.status} (want ${want}) ${res.text.slice(0, 160)}`);
  }

  const concrete = (path: string, values: Record<string, string> = {}) => path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? String(F));

  const BAD_IDS = [`0x${F.toString(16)}`, '9e5', `${F}.0`, `+${F}`, `%20${F}`, `${F}%20`, `0${F}`, '2147483648', '99999999999999999999', '0', '-1', 'true', 'abc', '%00', `${F}%00`];
  const BAD_QUERY_INTS = ['2147483648', '99999999999999999999', '0x10', '1e1', '10.0', '%2B16', '016', 'true'];
  /** JSON texts: integers beyond 32 or 64 bits, non-canonical forms, other types. */
  const BAD_BODY_INTS = ['2147483648', '99999999999999999999', '-2147483649', '"0x10"', '"1e1"', '"10.0"', '" 16"', 'true', '[1]', '1.5', '1e400'];

  it('path parameters: non-canonical and out-of-range ids are 404 (and touch nothing)', async () => {
    const checks: (() => Promise<void>)[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      const params = (path.match(/\{(\w+)\}/g) ?? []).map((p) => p.slice(1, -1));
      for (const method of Object.keys(item)) {
        for (const param of params) {
          const idLike = param !== 'name';
          const values = idLike ? BAD_IDS : ['%00', 'x'.repeat(190), '..%2F..%2Fpackage.json', '%2e%2e', 'a%ZZ'];
          for (const value of values) {
            checks.push(async () => {
              const body = ['post', 'put', 'patch'].includes(method) ? '{}' : undefined;
              const res = await send(method, concrete(path, { [param]: value }), body);
              const label = `${method.toUpperCase()} ${path} ${param}=${value}`;
              if (idLike) expectStatus(label, res, (s) => s === 404, '404');
              else expectStatus(label, res, (s) => s >= 400 && s < 500, '4xx');
            });
          }
          checks.push(async () => {
            const res = await send(method, concrete(path, { [param]: '2147483647' }), ['post', 'put'].includes(method) ? '{}' : undefined);
            expectStatus(`${method.toUpperCase()} ${path} ${param}=2147483647`, res, (s) => s < 500, '< 500');
          });
        }
      }
    }
    await runAll(checks);
    // DELETE /api/room/0xdbba0/ and friends deleted nothing.
    expect(await t.prisma.room.count({ where: { id: F } })).toBe(1);
    expect(await t.prisma.client.count({ where: { id: F } })).toBe(1);
    expect(await t.prisma.building.count({ where: { id: F } })).toBe(1);
    expect(checks.length).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  });

  it('query parameters: integers at and past the edges, NUL, long and repeated values', async () => {
    const dtos = routeDtos();
    const checks: (() => Promise<void>)[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        const { ints } = kinds(dtos.get(`${method} ${path}`)?.query);
        // With a body too, the body's errors may come first (one pipe answers): then any 400 will do.
        const hasBody = !!dtos.get(`${method} ${path}`)?.body;
        const base = concrete(path);
        for (const name of query) {
          const label = (v: string) => `${method.toUpperCase()} ${path}?${name}=${v.slice(0, 40)}`;
          const values = ints.has(name) ? BAD_QUERY_INTS : [];
          for (const value of values) {
            checks.push(async () => {
              const res = await send(method, `${base}?${name}=${value}`);
              expectStatus(label(value), res, (s) => s === 400 && (hasBody || named(res, name)), `400 naming ${name}`);
            });
          }
          checks.push(async () => {
            const res = await send(method, `${base}?${name}=a%00b`);
            expectStatus(label('a%00b'), res, (s) => s === 400 && (hasBody || named(res, name)), `400 naming ${name}`);
          });
          // Values that may well be accepted (and run the query): one edge value per kind.
          for (const value of ints.has(name) ? ['2147483647'] : ['x'.repeat(3000)]) {
            checks.push(async () => expectStatus(label(value), await send(method, `${base}?${name}=${value}`), (s) => s < 500, '< 500'));
          }
          checks.push(async () => expectStatus(label('repeated'), await send(method, `${base}?${name}=1&${name}=2`), (s) => s < 500, '< 500'));
        }
      }
    }
    await runAll(checks);
    expect(checks.length).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  });

  it('JSON bodies: every property with integers at the edges, NUL, lists, null, and anything else', async () => {
    const dtos = routeDtos();
    const checks: (() => Promise<void>)[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const schema = resolve(op.requestBody?.content['application/json']?.schema);
        if (!schema) continue;
        const url = concrete(path);
        const { ints, lists, all } = kinds(dtos.get(`${method} ${path}`)?.body, schema);
        const required = requiredFields(path, method);
        const props = new Set([...Object.keys(schema.properties ?? {}), ...all]);
        const at = (name: string, json: string) => `{${JSON.stringify(name)}:${json}}`;
        for (const name of props) {
          const label = (v: string) => `${method.toUpperCase()} ${path} {${name}: ${v.slice(0, 40)}}`;
          const mustName = (json: string) =>
            checks.push(async () => {
              const res = await send(method, url, at(name, json));
              expectStatus(label(json), res, (s) => s === 400 && named(res, name), `400 naming ${name}`);
            });
          const noCrash = (json: string) =>
            checks.push(async () => expectStatus(label(json), await send(method, url, at(name, json)), (s) => s < 500, '< 500'));

          if (ints.has(name)) {
            BAD_BODY_INTS.forEach(mustName);
            intChecks.add(`${method.toUpperCase()} ${path} ${name}`);
          }
          if (lists.has(name)) ['"a string"', '{}', '7'].forEach(mustName);
          if (!ints.has(name) && !lists.has(name)) mustName('"a\\u0000b"');
          else noCrash('"a\\u0000b"');
          if (required.has(name)) mustName('null');
          else noCrash('null');
          for (const json of [JSON.stringify('x'.repeat(100_000)), '[[null]]', '{"a":{"b":1}}', 'false', '9007199254740993']) {
            noCrash(json);
          }
        }
        const label = (what: string) => `${method.toUpperCase()} ${path} ${what}`;
        for (const whole of ['{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}']) {
          checks.push(async () => expectStatus(label(whole), await send(method, url, whole), (s) => s < 500, '< 500'));
        }
        checks.push(async () => {
          const deep = `{"x":${'['.repeat(5000)}${']'.repeat(5000)}}`;
          const res = await send(method, url, deep);
          expectStatus(label('5000-deep'), res, (s) => s === 400 && res.body.errors?.[0]?.code === 'body_too_deep', '400 body_too_deep');
        });
      }
    }
    await runAll(checks);
    expect(checks.length).toBeGreaterThan(1000);
    // Ids however declared were among them (a boolean id once made a UZS wallet).
    for (const id of ['POST /api/wallet/ currency', 'PUT /api/wallet/{id}/ currency', 'POST /api/employee/ salary_type', 'POST /api/employee/ salary_currency', 'POST /api/supplier-operation/ currency', 'POST /api/supplier-operation/ sale', 'POST /api/sale/ wallet', 'POST /api/wallet-operations/ wallet']) {
      expect([id, intChecks.has(id)]).toEqual([id, true]);
    }
    expect(failures).toEqual([]);
  });

  /** Row counts and last changes of the tables a PUT or POST could write. */
  async function footprint() {
    const p = t.prisma;
    const counts = await Promise.all([
      p.walletOperation.count(), p.wallet.count(), p.client.count(), p.lid.count(), p.room.count(), p.building.count(), p.buildingBlock.count(),
      p.buildingGroup.count(), p.user.count(), p.role.count(), p.peopleGroup.count(), p.sale.count(), p.employee.count(), p.investor.count(),
      p.supplier.count(), p.supplierOperation.count(), p.smsMessage.count(),
    ]);
    const changed = await Promise.all([
      p.client.findUnique({ where: { id: F }, select: { updated_at: true } }),
      p.lid.findUnique({ where: { id: F }, select: { updated_at: true } }),
      p.room.findUnique({ where: { id: F }, select: { updated_at: true } }),
      p.building.findUnique({ where: { id: F }, select: { updated_at: true } }),
      p.user.findUnique({ where: { id: F }, select: { updated_at: true } }),
      p.wallet.findUnique({ where: { id: F } }),
    ]);
    return JSON.stringify({ counts, changed });
  }

  it('whole bodies that are not a JSON object (null, a number, a text, a flag, a list) are 400 body.not_object on every route that takes a body; nothing is written', async () => {
    const dtos = routeDtos();
    // A live wallet operation of the fixture wallet: a null PUT once on it wrote a reversal and a replacement.
    const wallet = await send('post', '/api/wallet/', JSON.stringify({ name: 'Null body wallet', currency: 2 }));
    expect(wallet.status).toBe(201);
    const op = await send('post', '/api/wallet-operations/', JSON.stringify({ wallet: wallet.body.id, operation_type: 'replenish', amount: '100', method: 1, comment: 'Fixture' }));
    expect([op.status, op.text]).toEqual([201, expect.any(String)]);
    const before = await footprint();
    const checks: (() => Promise<void>)[] = [];
    // Every route that takes a JSON body: by the OpenAPI document, and by Nest's own metadata (a
    // route left out of the document is still walked), so routes added later are covered.
    const bodyRoutes = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op0] of Object.entries(item)) {
        if (op0.requestBody?.content['application/json']) bodyRoutes.add(`${method} ${path}`);
      }
    }
    for (const [key, found] of dtos) if (found.body) bodyRoutes.add(key);
    let routes = 0;
    for (const key of bodyRoutes) {
      const [method, path] = key.split(' ');
      if (doc.paths[path]?.[method]?.requestBody?.content['multipart/form-data']) continue;
      routes++;
      const urls = [concrete(path)];
      if (path === '/api/wallet-operations/{id}/') urls.push(concrete(path, { id: String(op.body.id) }));
      for (const url of urls) {
        for (const whole of ['null', '7', '"text"', 'true', '[]', '[{}]', '[null]']) {
          checks.push(async () => {
            const res = await send(method, url, whole);
            expectStatus(
              `${method.toUpperCase()} ${url} ${whole}`,
              res,
              (s) => s === 400 && res.body.errors?.length === 1 && res.body.errors[0].code === 'body.not_object' && res.body.errors[0].field === null && !!res.body.errors[0].message,
              '400 body.not_object',
            );
          });
        }
      }
    }
    await runAll(checks);
    expect(routes).toBeGreaterThan(50);
    expect(failures).toEqual([]);
    expect(await footprint()).toBe(before);
    // The operation stands as it was: not reversed, not replaced.
    expect(await t.prisma.walletOperation.count({ where: { OR: [{ id: op.body.id }, { reversal_of_id: op.body.id }] } })).toBe(1);
    // In the user's language.
    const ru = await request(base).put(`/api/wallet-operations/${op.body.id}/`).agent(agent).set('Authorization', `Bearer ${admin}`).set('Accept-Language', 'ru').set('Content-Type', 'application/json').send('null');
    expect([ru.status, ru.body]).toEqual([400, { errors: [{ field: null, code: 'body.not_object', message: 'Данные запроса должны быть JSON-объектом ({…})' }] }]);
  });

  it('list paging at the 32-bit edge answers, past it is a 400', async () => {
    for (const path of Object.keys(doc.paths).filter((p) => !p.includes('{') && doc.paths[p].get)) {
      const op = doc.paths[path].get;
      if (!(op.parameters ?? []).some((p) => p.name === 'page')) continue;
      const edge = await send('get', `${path}?page=2147483647&page_size=2147483647`);
      expectStatus(`GET ${path} page=2147483647`, edge, (s) => s === 200, '200');
      const past = await send('get', `${path}?page=2147483648`);
      expectStatus(`GET ${path} page=2147483648`, past, (s) => s === 400 && named(past, 'page'), '400 naming page');
    }
    expect(failures).toEqual([]);
  });
});
