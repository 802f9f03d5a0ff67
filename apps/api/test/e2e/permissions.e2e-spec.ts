import { createTestApp, TestApp } from '../support/test-app';
import { concretePath, listRoutes, RouteInfo } from '../support/routes';

/**
 * Deny by default: every route says @Public() or its permission codes, and the guard enforces
 * them — 401 without a token, 403 without the permission, through with it.
 */
describe('permissions', () => {
  let t: TestApp;
  let routes: RouteInfo[];
  let nobody: { token: string };
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    routes = listRoutes(t.app);
    nobody = await t.userWith([]);
    admin = await t.adminToken();
  });
  afterAll(() => t.close());

  const call = (route: RouteInfo, token?: string) => {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
    const req = t.http()[method](concretePath(route.path));
    if (token) req.set('Authorization', `Bearer ${token}`);
    return method === 'get' || method === 'delete' ? req : req.send({});
  };

  it('finds the routes of every module', () => {
    const paths = routes.map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /api/account/login',
        'POST /api/account/token/refresh',
        'GET /api/account/user/profile',
        'GET /api/account/user',
        'PUT /api/account/user/:id',
        'GET /api/currency',
        'GET /api/health/ready',
      ]),
    );
  });

  it('every route declares @Public() or its permission codes', () => {
    const undeclared = routes.filter((r) => !r.isPublic && r.permissions === undefined).map((r) => `${r.method} ${r.path}`);
    expect(undeclared).toEqual([]);
  });

  it('only login, refresh, logout, recovery, health and uploaded images are public', () => {
    const open = routes.filter((r) => r.isPublic).map((r) => r.path).sort();
    // Uploaded images are served without a token (for <img> tags) at unguessable URLs (128 random bits).
    for (const path of open) {
      expect(path).toMatch(/^\/api\/(account\/(login|logout|token\/refresh|forgot-password\/.+)|health\/.+|document\/images\/:name)$/);
    }
  });

  it('without a token every protected route answers 401 with the error shape', async () => {
    for (const route of routes.filter((r) => !r.isPublic)) {
      const res = await call(route);
      expect([`${route.method} ${route.path}`, res.status]).toEqual([`${route.method} ${route.path}`, 401]);
      expect(res.body.errors[0]).toMatchObject({ field: null, code: 'unauthorized' });
    }
  });

  it('with a garbage token too', async () => {
    const route = routes.find((r) => r.path === '/api/account/user/profile')!;
    const res = await call(route, 'not.a.jwt');
    expect(res.status).toBe(401);
    expect(res.body.errors[0].code).toBe('token_invalid');
  });

  it('a user without the permission gets 403; routes for any signed-in user let them through', async () => {
    for (const route of routes.filter((r) => !r.isPublic)) {
      const res = await call(route, nobody.token);
      const label = `${route.method} ${route.path}`;
      if (route.permissions!.length) {
        expect([label, res.status]).toEqual([label, 403]);
        expect(res.body.errors[0].code).toBe('forbidden');
      } else {
        expect([label, [401, 403].includes(res.status)]).toEqual([label, false]);
      }
    }
  });

  it('the admin (every permission) gets through every route', async () => {
    for (const route of routes.filter((r) => !r.isPublic)) {
      const res = await call(route, admin);
      const label = `${route.method} ${route.path}`;
      expect([label, [401, 403, 500].includes(res.status)]).toEqual([label, false]);
    }
  });

  it('a user with exactly the route permission gets through', async () => {
    for (const route of routes.filter((r) => !r.isPublic && r.permissions!.length)) {
      const holder = await t.userWith(route.permissions as never[]);
      const res = await call(route, holder.token);
      const label = `${route.method} ${route.path}`;
      expect([label, [401, 403, 500].includes(res.status)]).toEqual([label, false]);
    }
  });

  it('a route with an any-of clause lets each of its codes through alone', async () => {
    const anyOfRoutes = routes.filter((r) => r.clauses?.some((clause) => typeof clause !== 'string'));
    expect(anyOfRoutes.map((r) => `${r.method} ${r.path}`)).toEqual(expect.arrayContaining(['GET /api/wallet/choices', 'GET /api/account/seller/list']));
    for (const route of anyOfRoutes) {
      const plain = route.clauses!.filter((clause): clause is string => typeof clause === 'string');
      for (const clause of route.clauses!.filter((c) => typeof c !== 'string')) {
        for (const code of clause) {
          const holder = await t.userWith([...plain, code] as never[]);
          const res = await call(route, holder.token);
          const label = `${route.method} ${route.path} with ${code}`;
          expect([label, [401, 403, 500].includes(res.status)]).toEqual([label, false]);
        }
      }
    }
  });
});
