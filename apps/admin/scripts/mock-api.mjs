#!/usr/bin/env node
/**
 * A small stand-in for the API, for looking at the built admin without the real server:
 * serves apps/admin/dist (with the index.html fallback the API uses) and the few /api endpoints the
 * foundation screens call. In memory, no dependencies. Not used by the tests.
 *
 *   node scripts/mock-api.mjs [--port 4180]
 *
 * Sign in with +998 (90) 123-45-67 / admin12345 (every permission) or
 * +998 (91) 765-43-21 / operator123 (operator: dashboard, leads, clients, SMS).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const portArg = process.argv.indexOf('--port');
const PORT = portArg > -1 ? Number(process.argv[portArg + 1]) : 4180;
const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

const ALL = [
  'DASHBOARD', 'STATISTICS', 'ADMIN_STATISTICS', 'WALLETS_OVERVIEW', 'WALLET_READ', 'SALE_READ', 'SALE_WRITE',
  'SALE_PENDING_READ', 'REFUSAL_READ', 'REFUSAL_WRITE', 'BUILDING_READ', 'BUILDING_WRITE', 'CONSTRUCTION_OPERATIONS',
  'LID_READ', 'CLIENT_READ', 'CLIENT_DEBT_READ', 'INVESTMENTS_READ', 'USER_READ', 'USER_WRITE', 'EMPLOYEE_READ',
  'SMS_READ', 'SMS_WRITE',
];
const roles = [
  { id: 1, name: 'admin', permissions: ALL },
  { id: 2, name: 'operator', permissions: ['DASHBOARD', 'LID_READ', 'CLIENT_READ', 'SMS_READ', 'SMS_WRITE'] },
  {
    id: 3,
    name: 'sales manager',
    permissions: ['DASHBOARD', 'SALE_READ', 'SALE_WRITE', 'SALE_PENDING_READ', 'BUILDING_READ', 'CLIENT_READ', 'CLIENT_DEBT_READ', 'LID_READ', 'STATISTICS'],
  },
];

const NAMES = [
  'Alisher Karimov', 'Dilnoza Rashidova', 'Jamshid Tursunov', 'Madina Yusupova', 'Sardor Aliyev', 'Nigora Xasanova',
  'Bekzod Ergashev', 'Gulnora Saidova', 'Rustam Qodirov', 'Shahnoza Ismoilova', 'Otabek Mirzayev', 'Malika Abdullayeva',
  'Farrux Nazarov', 'Zarina Umarova', 'Javohir Sobirov', 'Kamola Ahmedova', 'Ulugʻbek Rahimov', 'Feruza Qosimova',
  'Doniyor Hamidov', 'Sevara Boboyeva', 'Anvar Jurayev', 'Lola Toshpoʻlatova', 'Timur Valiyev', 'Nodira Xolmatova',
  'Sherzod Usmonov', 'Mohira Karimova', 'Aziz Fayzullayev', 'Dildora Nurmatova', 'Ilhom Sultonov', 'Yulduz Mamatova',
  'Behruz Oʻrinov', 'Munisa Sharipova', 'Akmal Zokirov', 'Iroda Ergasheva',
];

let nextId = 1;
const users = NAMES.map((full_name, index) => {
  const id = nextId++;
  const digits = String(901000000 + index * 137911).slice(0, 9);
  const joined = new Date(Date.UTC(2024, (index * 5) % 12, 1 + ((index * 7) % 27), 4, 30));
  return {
    id,
    phone_number: `+998${digits}`,
    full_name,
    profile_image: null,
    is_active: index % 6 !== 5,
    date_of_birth: `19${80 + (index % 19)}-0${1 + (index % 9)}-1${index % 9}`,
    date_joined: joined.toISOString(),
    role: index === 0 ? 1 : index % 3 === 0 ? 3 : 2,
    password: 'x',
  };
});
users[0].phone_number = '+998901234567';
users[0].password = 'admin12345';
users[1].phone_number = '+998917654321';
users[1].password = 'operator123';
users[1].role = 2;

const MESSAGES = {
  invalid_credentials: { uz: 'Foydalanuvchi topilmadi yoki parol notoʻgʻri', ru: 'Пользователь не найден или неверный пароль' },
  unauthorized: { uz: 'Avtorizatsiya talab qilinadi', ru: 'Требуется авторизация' },
  forbidden: { uz: 'Ruxsat yoʻq', ru: 'Нет доступа' },
  not_found: { uz: 'Topilmadi', ru: 'Не найдено' },
  unique: { uz: 'Bu telefon raqami allaqachon roʻyxatdan oʻtgan', ru: 'Этот номер телефона уже зарегистрирован' },
  required: { uz: 'Ushbu maydonni toʻldiring', ru: 'Заполните это поле' },
  code_invalid: { uz: 'Kod notoʻgʻri', ru: 'Неверный код' },
  sent: { uz: 'Kod yuborildi', ru: 'Код отправлен' },
};

const lang = (req) => (String(req.headers['accept-language'] ?? '').startsWith('ru') ? 'ru' : 'uz');
const toUser = (u) => ({
  id: u.id,
  phone_number: u.phone_number,
  full_name: u.full_name,
  profile_image: u.profile_image,
  is_active: u.is_active,
  date_of_birth: u.date_of_birth,
  date_joined: u.date_joined,
  role: u.role,
  role_name: roles.find((r) => r.id === u.role)?.name ?? '',
});

function send(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(body === undefined ? '' : JSON.stringify(body));
}
const error = (req, res, status, code, field = null) =>
  send(res, status, { errors: [{ field, code, message: MESSAGES[code]?.[lang(req)] ?? code }] });

async function readJson(req) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  try {
    return raw ? JSON.parse(raw) : {};
  } catch {
    return {};
  }
}

/** Tokens name their user: "access.<id>.<n>". */
let counter = 0;
const issue = (id) => ({ access: `access.${id}.${++counter}`, refresh: `refresh.${id}.${counter}` });
function currentUser(req) {
  const match = /^Bearer access\.(\d+)\./.exec(String(req.headers.authorization ?? ''));
  return match ? users.find((u) => u.id === Number(match[1])) : undefined;
}
const can = (user, code) => roles.find((r) => r.id === user.role)?.permissions.includes(code);
const digitsOf = (phone) => String(phone ?? '').replace(/\D/g, '').slice(-9);

async function api(req, res, url) {
  const path = url.pathname.replace(/\/+$/, '') + '/';
  const method = req.method;

  if (method === 'POST' && path === '/api/account/login/') {
    const body = await readJson(req);
    const user = users.find((u) => digitsOf(u.phone_number) === digitsOf(body.phone_number ?? body.phone));
    if (!user || user.password !== body.password || !user.is_active) return error(req, res, 401, 'invalid_credentials');
    return send(res, 200, issue(user.id));
  }
  if (method === 'POST' && path === '/api/account/token/refresh/') {
    const body = await readJson(req);
    const match = /^refresh\.(\d+)\./.exec(String(body.refresh ?? ''));
    if (!match) return error(req, res, 401, 'unauthorized');
    return send(res, 200, issue(Number(match[1])));
  }
  if (method === 'POST' && path === '/api/account/logout/') return send(res, 200, { detail: 'ok' });
  if (method === 'POST' && path === '/api/account/forgot-password/verify-phone/') return send(res, 200, { detail: MESSAGES.sent[lang(req)] });
  if (method === 'POST' && path === '/api/account/forgot-password/verify-code/') {
    const body = await readJson(req);
    if (body.code !== '123456') return error(req, res, 400, 'code_invalid', 'code');
    return send(res, 200, { verification_key: 'key-1' });
  }
  if (method === 'POST' && path === '/api/account/forgot-password/reset-password/') return send(res, 200, { detail: 'ok' });

  const user = currentUser(req);
  if (!user) return error(req, res, 401, 'unauthorized');

  if (method === 'GET' && path === '/api/account/user/profile/') {
    const role = roles.find((r) => r.id === user.role);
    return send(res, 200, {
      id: user.id,
      phone_number: user.phone_number,
      full_name: user.full_name,
      profile_image: user.profile_image,
      role: { id: role.id, name: role.name, permissions: role.permissions },
    });
  }
  if (method === 'GET' && path === '/api/statistics/dashboard/') return error(req, res, 404, 'not_found');

  if (path === '/api/account/role/' && method === 'GET') {
    if (!can(user, 'USER_READ')) return error(req, res, 403, 'forbidden');
    return send(res, 200, { count: roles.length, results: roles });
  }

  if (path === '/api/account/user/') {
    if (method === 'GET') {
      if (!can(user, 'USER_READ')) return error(req, res, 403, 'forbidden');
      const q = url.searchParams;
      let rows = users.slice();
      const search = (q.get('search') ?? '').toLowerCase();
      if (search) {
        const digits = search.replace(/\D/g, '');
        rows = rows.filter((u) => u.full_name.toLowerCase().includes(search) || (digits.length >= 2 && u.phone_number.includes(digits)));
      }
      if (q.get('role')) rows = rows.filter((u) => u.role === Number(q.get('role')));
      if (q.get('is_active')) rows = rows.filter((u) => String(u.is_active) === q.get('is_active'));
      const ordering = q.get('ordering') || '-date_joined';
      const allowed = ['id', 'full_name', 'phone_number', 'date_joined', 'is_active'];
      for (const token of ordering.split(',').reverse()) {
        const field = token.replace(/^-/, '');
        if (!allowed.includes(field)) return error(req, res, 400, 'invalid', 'ordering');
        const dir = token.startsWith('-') ? -1 : 1;
        rows.sort((a, b) => (a[field] > b[field] ? dir : a[field] < b[field] ? -dir : 0));
      }
      const page = Number(q.get('page') ?? 1);
      const size = Math.min(Number(q.get('page_size') ?? 20), 1000);
      return send(res, 200, { count: rows.length, results: rows.slice((page - 1) * size, page * size).map(toUser) });
    }
    if (method === 'POST') {
      if (!can(user, 'USER_WRITE')) return error(req, res, 403, 'forbidden');
      const body = await readJson(req);
      if (users.some((u) => digitsOf(u.phone_number) === digitsOf(body.phone_number))) {
        return error(req, res, 400, 'unique', 'phone_number');
      }
      const created = { ...body, id: nextId++, profile_image: null, date_joined: body.date_joined ?? new Date().toISOString() };
      users.push(created);
      return send(res, 201, toUser(created));
    }
  }
  const item = /^\/api\/account\/user\/(\d+)\/$/.exec(path);
  if (item) {
    const target = users.find((u) => u.id === Number(item[1]));
    if (!target) return error(req, res, 404, 'not_found');
    if (method === 'GET') return can(user, 'USER_READ') ? send(res, 200, toUser(target)) : error(req, res, 403, 'forbidden');
    if (!can(user, 'USER_WRITE')) return error(req, res, 403, 'forbidden');
    if (method === 'PUT') {
      const body = await readJson(req);
      const clash = users.find((u) => u.id !== target.id && digitsOf(u.phone_number) === digitsOf(body.phone_number));
      if (clash) return error(req, res, 400, 'unique', 'phone_number');
      Object.assign(target, body, { profile_image: target.profile_image });
      return send(res, 200, toUser(target));
    }
    if (method === 'DELETE') {
      users.splice(users.indexOf(target), 1);
      res.writeHead(204);
      return res.end();
    }
  }
  return error(req, res, 404, 'not_found');
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json' };

function serveStatic(req, res, url) {
  const file = normalize(join(DIST, decodeURIComponent(url.pathname)));
  const inside = file.startsWith(DIST);
  const target = inside && existsSync(file) && statSync(file).isFile() ? file : join(DIST, 'index.html');
  if (!existsSync(target)) {
    res.writeHead(500, { 'Content-Type': 'text/plain' });
    return res.end('Run `npx vite build` first: dist/index.html is missing.');
  }
  res.writeHead(200, { 'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream' });
  createReadStream(target).pipe(res);
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
    api(req, res, url).catch((failure) => {
      console.error(failure);
      send(res, 500, { errors: [{ field: null, code: 'internal', message: 'Internal error' }] });
    });
    return;
  }
  serveStatic(req, res, url);
}).listen(PORT, '127.0.0.1', () => {
  console.log(`mock API and admin on http://127.0.0.1:${PORT}`);
});
