import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, adminApi, createApprovedSale, createWallet, menuLinks, navigateInApp, signIn, sql } from './support';

/**
 * Every screen of the menu and a record's page of each kind, visited once per combination and
 * checked there for all a screen owes its user:
 * - WCAG 2.1 A and AA by axe-core: no serious or critical violation;
 * - the language: no untranslated key, no raw API code, none of react-admin's or MUI's English;
 * - on a phone, every icon button has a translated name and shows it as a tooltip.
 * Uzbek light at 1366 px and Russian dark at 390 px: colours depend on the theme and the language's
 * texts, structure on the width, so the two cover both of each. The screens are split into shards,
 * so the two workers share the walk; each shard reads the menu itself, so a new menu item is walked
 * without a change here.
 */

const COMBOS = [
  { locale: 'uz', mode: 'light', width: 1366, height: 900 },
  { locale: 'ru', mode: 'dark', width: 390, height: 844 },
] as const;
type Combo = (typeof COMBOS)[number];
const SHARDS = 3;

const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const RAW_KEY = /(^|[\s"'(])(app|ra|resources)\.[a-z_]+\.[a-z_.]+/;
/** API codes that must never reach a person: statuses, kinds, types, role codes. */
const RAW_ENUM =
  /\b(approved|pending|declined|refused|not_paid|partially_paid|replenish|withdraw|inflow|outflow|investments|salary|prepaid|selling|payment|transfer|construction|return_refusal|in_process|cancelled|booked|sold|closed|free|monthly|hourly|bank_transfer|problematic|inactive|sales_manager|true|false|null|undefined|NaN)\b/;
/** react-admin's and MUI's own English, which the uz/ru messages replace. */
const ENGLISH = /\b(Rows per page|No options|Go to page|Next page|Previous page|No results found|Clear|Open|Close|Delete|Save|Cancel|Search|Export|Create|Edit|Refresh|Actions|Sort by|Loading)\b/;

test.describe.configure({ mode: 'parallel' });

async function useCombo(page: Page, combo: Combo) {
  await page.emulateMedia({ colorScheme: combo.mode });
  await page.addInitScript(([locale, mode]) => {
    window.localStorage.setItem('locale', locale);
    window.localStorage.setItem('themeMode', mode);
  }, [combo.locale, combo.mode] as const);
}

/** Drawn (a heading, a table, a card of a phone list or a tab) and nothing left loading. */
async function settle(page: Page, path: string) {
  await expect(page.locator('main').locator('h1, h2, h5, h6, table, li, [role="tab"]').first(), path).toBeVisible({ timeout: 20_000 });
  // Skeletons until the rows come; a determinate bar (a refusal's refunded share) is content.
  await expect(page.locator('.MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow])'), path).toHaveCount(0, { timeout: 20_000 });
}

/** A screen of the walk: its path, or how to make the data it shows first (only the shard that walks it does). */
type Screen = string | (() => Promise<string>);

/**
 * A record's page of each kind (the demo data's first of each), a refusal and a wallet's operations
 * with a reversed pair (the demo data has neither; made by the shard that walks them).
 */
async function recordPages(request: APIRequestContext): Promise<Screen[]> {
  const first = async (table: string, where = '') => (await sql<{ id: number }>(`SELECT id FROM ${table} ${where} ORDER BY id LIMIT 1`))[0]?.id;
  const [client, lead, building, room, employee, hourly, investor, supplier, project, user, existingRefusal] = await Promise.all([
    first('client'),
    first('lid'),
    first('building'),
    first('room'),
    first('employee', "WHERE salary_type_id = (SELECT id FROM salary_type WHERE code = 'monthly')"),
    first('employee', "WHERE salary_type_id = (SELECT id FROM salary_type WHERE code = 'hourly')"),
    first('investor'),
    first('supplier'),
    first('construction_project'),
    first('"user"', `WHERE phone_number <> '${ADMIN.phone}'`),
    first('refusal'),
  ]);
  const refusalPage = async () => {
    let refusal = existingRefusal;
    if (refusal === undefined) {
      const sale = await createApprovedSale(request);
      refusal = (await (await adminApi(request)).post<{ id: number }>('refusals/', { sale: sale.id, comment: 'E2E' })).id;
    }
    return `/refusals/refusalDetail/${refusal}`;
  };
  // A reversal and what it cancels are drawn apart from the other rows: they too must read at 4.5:1.
  const reversedPair = async () => {
    const api = await adminApi(request);
    const wallet = await createWallet(request, 'UZS');
    const income = await api.post<{ id: number }>('wallet-operations/', { wallet: wallet.id, operation_type: 'replenish', amount: '1000.00', method: 1, comment: 'E2E' });
    const reversal = await request.delete(`/api/wallet-operations/${income.id}/?reason=E2E`, { headers: api.headers });
    expect(reversal.status(), await reversal.text()).toBeLessThan(300);
    return `/wallets/overview?filter=${encodeURIComponent(JSON.stringify({ wallet: wallet.id }))}`;
  };
  // A record's page without a row to show would drop out of the walk unnoticed.
  const found = { client, lead, building, room, employee, hourly, investor, supplier, project, user };
  expect(Object.keys(found).filter((name) => found[name as keyof typeof found] === undefined), 'record pages without a row').toEqual([]);
  return [
    `/clients/clientRead/${client}`,
    `/lids/lidsRead/${lead}`,
    `/buildings/room?buildId=${building}`,
    `/buildings/room?buildId=${building}&view=table`,
    `/buildings/room/${room}`,
    `/employees/employeeDetail/${employee}`,
    `/employees/hourlyEmployeeDetail/${hourly}`,
    `/investments/investorRead/${investor}`,
    `/suppliers/supplierDetail/${supplier}`,
    `/construction/build/${project}`,
    refusalPage,
    reversedPair,
    `/users/userCreate?id=${user}`,
    '/users/userCreate',
    '/users/roles/create',
    '/sms/smsCreate',
    '/refusals/refusalsCreate',
    '/account/profile',
  ];
}

/** Lists show a page of 10 rows (5 on a phone): every kind of row and control, less for axe to read. */
function withPageSize(path: string, combo: Combo): string {
  const url = new URL(path, 'http://x');
  if (!url.searchParams.has('page_size')) url.searchParams.set('page_size', combo.width < 600 ? '5' : '10');
  return url.pathname + url.search;
}

/** What a person reads or hears on the screen: the text, and the names, tooltips and placeholders of its controls. */
function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    for (const root of document.querySelectorAll('main, header, [role="dialog"], [role="presentation"]')) {
      parts.push((root as HTMLElement).innerText);
      for (const element of root.querySelectorAll('[aria-label], [title], [placeholder]')) {
        for (const name of ['aria-label', 'title', 'placeholder']) {
          const value = element.getAttribute(name);
          if (value) parts.push(value);
        }
      }
    }
    return parts.join('\n');
  });
}

function checkLanguage(path: string, text: string, problems: string[]) {
  for (const [name, pattern] of [['raw key', RAW_KEY], ['raw code', RAW_ENUM], ['English', ENGLISH]] as const) {
    const found = pattern.exec(text);
    if (found) problems.push(`${path}: ${name} "${found[0].trim()}" in …${text.slice(Math.max(0, found.index - 40), found.index + 40).replace(/\s+/g, ' ')}…`);
  }
}

async function checkAxe(page: Page, path: string, problems: string[]) {
  const result = await new AxeBuilder({ page }).withTags(RULES).analyze();
  for (const violation of result.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    const targets = violation.nodes.slice(0, 5).map((node) => `${node.html.slice(0, 160)} :: ${node.failureSummary?.split('\n')[1] ?? ''}`);
    problems.push(`${path} [${violation.impact}] ${violation.id}: ${violation.help}\n    ${targets.join('\n    ')}`);
  }
}

/**
 * Icon-only buttons (toolbars, rows, pagination, header): each has a translated name, and each
 * name (once per walk: the same button is the same component everywhere) shows as a tooltip.
 */
async function checkIconButtons(page: Page, path: string, hovered: Set<string>, problems: string[]): Promise<number> {
  const buttons = page.locator('main button:visible, main a[role="button"]:visible, header button:visible');
  const all = await buttons.evaluateAll((elements) =>
    elements.map((element) => ({
      text: (element as HTMLElement).innerText.trim(),
      name: element.getAttribute('aria-label') ?? '',
      skip: element.matches('[role="combobox"], .MuiTableSortLabel-root, .MuiAutocomplete-popupIndicator, .MuiAutocomplete-clearIndicator, [role="tab"]'),
      disabled: (element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true',
    })),
  );
  let checked = 0;
  for (const [index, info] of all.entries()) {
    if (info.text || info.skip) continue;
    if (!info.name || RAW_KEY.test(info.name)) {
      problems.push(`${path}: an icon button without a translated name (${info.name || 'none'})`);
      continue;
    }
    if (hovered.has(info.name) || info.disabled) continue;
    hovered.add(info.name);
    await buttons.nth(index).hover();
    const tooltip = page.getByRole('tooltip').filter({ hasText: info.name.split(':')[0] });
    await tooltip.first().waitFor({ state: 'visible', timeout: 3_000 }).catch(() => problems.push(`${path}: "${info.name}" has no tooltip`));
    checked += 1;
    await page.mouse.move(1, 1);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  }
  return checked;
}

for (const combo of COMBOS) {
  const name = `${combo.locale} ${combo.mode} ${combo.width}px`;
  const phone = combo.width < 600;

  test(`sign-in, recovery and error pages (${name}): accessible`, async ({ page }) => {
    await page.setViewportSize({ width: combo.width, height: combo.height });
    await useCombo(page, combo);
    const problems: string[] = [];
    for (const path of ['/auth/sign-in', '/auth/reminder', '/errors/500']) {
      await page.goto(path);
      await expect(page.locator('h1, h2, h5').first()).toBeVisible();
      await checkAxe(page, path, problems);
    }
    await signIn(page, ADMIN.phone, ADMIN.password);
    for (const path of ['/no-such-screen', '/errors/403']) {
      await navigateInApp(page, path);
      await expect(page.locator('main h1, main h2, main h5').first()).toBeVisible();
      await checkAxe(page, path, problems);
    }
    expect(problems).toEqual([]);
  });

  for (let shard = 0; shard < SHARDS; shard += 1) {
    test(`every screen (${name}, part ${shard + 1} of ${SHARDS}): accessible, in the language${phone ? ', icon buttons named' : ''}`, async ({ page, request }) => {
      test.setTimeout(300_000);
      await useCombo(page, combo);
      // The menu is read at desktop width (a phone's menu is a closed drawer), then the walk runs at the combination's.
      await page.setViewportSize({ width: 1366, height: 900 });
      await signIn(page, ADMIN.phone, ADMIN.password);
      const menu = await menuLinks(page);
      expect(menu.length).toBeGreaterThan(15);
      const screens = [...menu, ...(await recordPages(request))];
      expect(screens.length).toBeGreaterThanOrEqual(35);
      if (combo.width !== 1366) {
        // Drawn again at the combination's width: a phone starts with the menu closed, as it does for a person.
        await page.setViewportSize({ width: combo.width, height: combo.height });
        await page.reload();
      }

      const problems: string[] = [];
      const hovered = new Set<string>();
      let iconButtons = 0;
      for (const screen of screens.filter((_, index) => index % SHARDS === shard)) {
        const path = withPageSize(typeof screen === 'string' ? screen : await screen(), combo);
        await navigateInApp(page, path);
        await settle(page, path);
        checkLanguage(path, await screenText(page), problems);
        await checkAxe(page, path, problems);
        if (phone) iconButtons += await checkIconButtons(page, path, hovered, problems);
      }
      expect(problems).toEqual([]);
      if (phone) expect(iconButtons, 'icon buttons hovered').toBeGreaterThan(3);
    });
  }
}
