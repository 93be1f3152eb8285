import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { startApp } from './http/servers';
import { loadAverage, type BenchOptions } from './options';

/** Debian's Chromium, as the browser tests use it (nothing is downloaded). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Scores {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
}

/** Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G link, simulated). */
async function audit(url: string, port: number): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // The summary is reached by the steps before it, whose stores are cookies: keep them.
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
  };
}

/** Chanhassen, one adult, the monthly membership, no add-on or package: the summary. */
async function walkToSummary(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/join`);
  await page.getByRole('searchbox', { name: 'City, state, ZIP or postal code' }).fill('Chanhassen');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('list')
    .getByRole('button', { name: /^Chanhassen, MN/ })
    .click();
  await page.waitForURL('**/join/members');
  await page.getByRole('button', { name: 'Move Forward' }).click();
  await page.getByRole('button', { name: 'Select Monthly Membership' }).click();
  await page.getByRole('button', { name: 'No thanks' }).click();
  await page.waitForURL(/\/join\/(packages|summary)$/);
  if (page.url().endsWith('/join/packages'))
    await page.getByRole('button', { name: 'Skip' }).click();
  await page.waitForURL('**/join/summary');
  await page.getByRole('region', { name: 'Due Today' }).waitFor();
}

function describe(screen: string, scores: Scores): string {
  return (
    `  ${screen.padEnd(36)} performance ${String(scores.performance).padStart(3)}` +
    `   accessibility ${String(scores.accessibility).padStart(3)}` +
    `   LCP ${(scores.lcpMs / 1000).toFixed(1)} s   CLS ${scores.cls.toFixed(3)}`
  );
}

/**
 * Lighthouse (mobile) on the first screen, the members step a club search leads to, and the
 * summary (the first screen only with --quick), on the built app; the scores are Lighthouse's own,
 * judged against its fixed scale.
 */
export async function benchLighthouse(options: BenchOptions): Promise<void> {
  const app = await startApp();
  const profile = mkdtempSync(join(tmpdir(), 'clubjoin-lighthouse-'));
  const port = 9300 + Math.floor(Math.random() * 500);
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [`--remote-debugging-port=${port}`],
  });
  try {
    console.log(`\nLighthouse, mobile (load ${loadAverage()})`);
    console.log(describe('/join (find a club)', await audit(`${app.url}/join`, port)));
    // The short run audits the first screen only: each audit takes half a minute.
    if (options.quick) return;
    const page = browser.pages()[0] ?? (await browser.newPage());
    await walkToSummary(page, app.url);
    console.log(
      describe('/join/members (a club chosen)', await audit(`${app.url}/join/members`, port)),
    );
    await walkToSummary(page, app.url);
    console.log(describe('/join/summary', await audit(`${app.url}/join/summary`, port)));
    console.log('  goal: performance ≥ 95, accessibility 100, CLS ≤ 0.02');
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
    await app.stop();
  }
}
