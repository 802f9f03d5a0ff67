import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, navigateInApp, sidebar, signIn } from './support';

/**
 * WCAG 2.1 A and AA, checked by axe-core on every screen of the menu, a record's page from each
 * list, the profile, the sign-in and recovery pages and the error pages: in Uzbek light at 1366 px
 * and Russian dark at 390 px. No serious or critical violation anywhere.
 */

const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// Colours depend on the theme and the language's texts, structure on the width: Uzbek light on a
// laptop and Russian dark on a phone cover both of each (the four pairs took twice the time to find
// nothing more).
const COMBOS = [
  { locale: 'uz', mode: 'light', width: 1366, height: 900 },
  { locale: 'ru', mode: 'dark', width: 390, height: 844 },
] as const;
type Combo = (typeof COMBOS)[number];

test.describe.configure({ mode: 'parallel' });

async function useCombo(page: Page, combo: Combo) {
  await page.setViewportSize({ width: combo.width, height: combo.height });
  await page.emulateMedia({ colorScheme: combo.mode });
  await page.addInitScript(([locale, mode]) => {
    window.localStorage.setItem('locale', locale);
    window.localStorage.setItem('themeMode', mode);
  }, [combo.locale, combo.mode] as const);
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  // Lists show a skeleton until their rows come; axe must see the screen as a user does.
  await expect(page.locator('.MuiSkeleton-root, [role="progressbar"]')).toHaveCount(0, { timeout: 10_000 });
}

async function open(page: Page, href: string) {
  await navigateInApp(page, href);
  await settle(page);
}

type Found = { page: string; rule: string; impact: string; help: string; targets: string[] };

async function audit(page: Page, found: Found[]) {
  const result = await new AxeBuilder({ page }).withTags(RULES).analyze();
  for (const violation of result.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    found.push({
      page: new URL(page.url()).pathname,
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => `${node.html.slice(0, 160)} :: ${node.failureSummary?.split('\n')[1] ?? ''}`),
    });
  }
}

const report = (found: Found[]) =>
  found.map((f) => `${f.page} [${f.impact}] ${f.rule}: ${f.help}\n    ${f.targets.join('\n    ')}`).join('\n');

/** The sidebar's links, every section opened (read at desktop width, where the sidebar stays open). */
async function menuLinks(page: Page): Promise<string[]> {
  const nav = sidebar(page);
  await expect(nav.getByRole('link').first()).toBeVisible();
  const hrefs = new Set<string>();
  const collect = async () => {
    for (const href of await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      if (href?.startsWith('/')) hrefs.add(href.split('?')[0]);
    }
  };
  await collect();
  const sections = nav.locator('[aria-controls][aria-expanded]');
  for (let i = 0; i < (await sections.count()); i += 1) {
    const section = sections.nth(i);
    if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
    await collect();
  }
  return [...hrefs];
}

/** The record a list's first row opens, if any (a client's page from the clients list…). */
async function firstRecord(page: Page): Promise<string | null> {
  const here = new URL(page.url()).pathname;
  const row = page.locator('#main-content tbody tr.RaDataTable-clickableRow').first();
  if (!(await row.waitFor({ timeout: 5_000 }).then(() => true, () => false))) return null;
  // A list may draw its rows again as its totals come, so the click goes to whichever first row is there.
  await page.evaluate(() => document.querySelector<HTMLElement>('#main-content tbody tr.RaDataTable-clickableRow')?.click());
  await settle(page);
  const after = new URL(page.url()).pathname;
  if (after === here) {
    await page.keyboard.press('Escape');
    return null;
  }
  return after;
}

for (const combo of COMBOS) {
  const name = `${combo.locale} ${combo.mode} ${combo.width}px`;

  test(`accessibility (${name}): sign-in, recovery and error pages`, async ({ page }) => {
    await useCombo(page, combo);
    const found: Found[] = [];
    for (const path of ['/auth/sign-in', '/auth/reminder', '/errors/500']) {
      await page.goto(path);
      await settle(page);
      await audit(page, found);
    }
    await signIn(page, ADMIN.phone, ADMIN.password);
    // The profile: PROFILE_PATH of src/config.ts.
    for (const path of ['/no-such-screen', '/errors/403', '/account/profile']) {
      await open(page, path);
      await audit(page, found);
    }
    expect(found, report(found)).toEqual([]);
  });

  test(`accessibility (${name}): every screen of the menu and a record of each list`, async ({ page }) => {
    test.setTimeout(600_000);
    // The screens and one record per list, found at desktop width (a phone shows lists as cards).
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, ADMIN.phone, ADMIN.password);
    const menu = await menuLinks(page);
    expect(menu.length).toBeGreaterThan(15);
    const screens = [...menu];
    const kinds = new Set<string>();
    for (const screen of menu) {
      await open(page, screen);
      const record = await firstRecord(page);
      const kind = record?.replace(/\/\d+(?=\/|$)/g, '/:id');
      if (record && kind && !kinds.has(kind)) {
        kinds.add(kind);
        screens.push(record);
      }
    }
    expect(kinds.size, [...kinds].join(' ')).toBeGreaterThan(5);

    await useCombo(page, combo);
    await page.reload();
    await settle(page);
    const found: Found[] = [];
    for (const screen of screens) {
      await open(page, screen);
      await audit(page, found);
    }
    expect(found, report(found)).toEqual([]);
  });
}
