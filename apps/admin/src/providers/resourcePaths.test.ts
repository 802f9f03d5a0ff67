import { describe, expect, it, vi } from 'vitest';
import { P } from '@mijozlar/shared';
import { jsonResponse, memoryTokens } from '../test/helpers';
import { canAccessResource, RESOURCE_ACCESS } from '../permissions';
import { createDataProvider } from './dataProvider';
import { createHttpClient } from './httpClient';
import { isKnownResource, listPathOf, parentsOf, resourcePath } from './resourcePaths';

function setup(responses: Response[]) {
  const urls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(`${init?.method ?? 'GET'} ${String(input)}`);
    const next = responses.shift();
    if (!next) throw new Error(`Unexpected request ${String(input)}`);
    return next;
  });
  const http = createHttpClient({ baseUrl: '/api', tokens: memoryTokens({ access: 'A1' }), getLocale: () => 'uz', fetch: fetch as typeof globalThis.fetch });
  return { dataProvider: createDataProvider(http), urls, fetch };
}

const list = { pagination: { page: 1, perPage: 25 }, sort: { field: 'date', order: 'DESC' as const } };

describe('nested resources', () => {
  it('takes the parent out of the filter and into the path', () => {
    expect(parentsOf('investor-operations')).toEqual(['investor']);
    expect(parentsOf('investors')).toEqual([]);
    expect(listPathOf('investor-operations', { investor: 7, currency: 2, q: 'x' })).toEqual({ path: 'investors/7/operations', filter: { currency: 2, q: 'x' } });
    expect(listPathOf('construction-operations', { project: 'a/b' }).path).toBe('construction/a%2Fb/operations');
    expect(listPathOf('employees', { q: 'ali' })).toEqual({ path: 'employee', filter: { q: 'ali' } });
  });

  it('refuses a nested list without its parent, and any item call on it', () => {
    expect(() => listPathOf('investor-operations', {})).toThrow(/needs filter\.investor/);
    expect(() => listPathOf('construction-operations', { project: '' })).toThrow(/needs filter\.project/);
    expect(() => resourcePath('investor-operations')).toThrow(/nested/);
    expect(resourcePath('supplier-operations')).toBe('supplier-operation');
  });

  it('reads a nested list at its path: parent not in the query, totals as meta', async () => {
    const { dataProvider, urls } = setup([jsonResponse(200, { count: 1, results: [{ id: 3, amount: '5.00' }], totals: [{ currency: 2 }] })]);
    const answer = await dataProvider.getList('investor-operations', { ...list, filter: { investor: 7, currency: 2 } });
    expect(urls).toEqual(['GET /api/investors/7/operations/?page=1&page_size=25&ordering=-date&currency=2']);
    expect(answer).toEqual({ data: [{ id: 3, amount: '5.00' }], total: 1, meta: { totals: [{ currency: 2 }] } });
  });

  it('keys the rows of a list with two sources uniquely, keeping the API id', async () => {
    const { dataProvider, urls } = setup([
      jsonResponse(200, { count: 2, results: [{ id: 4, source: 'wallet_operation' }, { id: 4, source: 'supplier_delivery' }] }),
    ]);
    const answer = await dataProvider.getList('construction-operations', { ...list, filter: { project: 5 } });
    expect(urls[0]).toBe('GET /api/construction/5/operations/?page=1&page_size=25&ordering=-date');
    expect(answer.data).toEqual([
      { id: 'w4', operation_id: 4, source: 'wallet_operation' },
      { id: 'd4', operation_id: 4, source: 'supplier_delivery' },
    ]);
  });

  it('sends no request for a nested list without its parent', async () => {
    const { dataProvider, fetch } = setup([]);
    await expect(dataProvider.getList('investor-operations', { ...list, filter: {} })).rejects.toThrow(/needs filter\.investor/);
    await expect(dataProvider.getOne('investor-operations', { id: 1 })).rejects.toThrow(/nested/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('serves the operations screens through the one provider (CRUD at the API paths)', async () => {
    const { dataProvider, urls } = setup([
      jsonResponse(200, { id: 9 }),
      jsonResponse(201, { id: 10 }),
      jsonResponse(200, { id: 10 }),
      new Response(null, { status: 204 }),
      jsonResponse(200, { count: 0, results: [], totals: [] }),
    ]);
    await dataProvider.getOne('suppliers', { id: 9 });
    await dataProvider.create('supplier-operations', { data: { kind: 'payment' } });
    await dataProvider.update('supplier-operations', { id: 10, data: {}, previousData: { id: 10 } });
    await dataProvider.delete('supplier-operations', { id: 10, previousData: { id: 10 } });
    await dataProvider.getList('employees', { ...list, filter: { q: 'ali' } });
    expect(urls).toEqual([
      'GET /api/supplier/9/',
      'POST /api/supplier-operation/',
      'PUT /api/supplier-operation/10/',
      'DELETE /api/supplier-operation/10/',
      'GET /api/employee/?page=1&page_size=25&ordering=-date&search=ali',
    ]);
  });
});

describe('one access check for every resource', () => {
  it('declares access only for resources the data provider knows', () => {
    for (const resource of Object.keys(RESOURCE_ACCESS)) expect([resource, isKnownResource(resource)]).toEqual([resource, true]);
  });

  it.each([
    ['employees', P.EMPLOYEE_READ],
    ['investors', P.INVESTMENTS_READ],
    ['investor-operations', P.INVESTMENTS_READ],
    ['suppliers', P.EMPLOYEE_READ],
    ['supplier-operations', P.EMPLOYEE_READ],
    ['construction', P.CONSTRUCTION_OPERATIONS],
    ['construction-operations', P.CONSTRUCTION_OPERATIONS],
  ])('%s needs %s to be listed or changed', (resource, code) => {
    expect(canAccessResource([code], resource, 'list')).toBe(true);
    expect(canAccessResource([code], resource, 'edit')).toBe(true);
    expect(canAccessResource([P.CLIENT_READ], resource, 'list')).toBe(false);
    expect(canAccessResource([], resource, 'list')).toBe(false);
  });
});
