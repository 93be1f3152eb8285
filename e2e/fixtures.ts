import { test as base, expect, type Page } from '@playwright/test';
import { E2E_CLOCK_AT } from './clock';

export { expect };

/** One problem a page showed; a test passes only when there is none it did not expect. */
type Problem = string;

export interface ProblemOptions {
  /**
   * Problems this test expects (a part of the problem's text, or a pattern), for a test that
   * provokes an error on purpose: `test.use({ expectedProblems: ['404 GET'] })`.
   */
  expectedProblems: readonly (string | RegExp)[];
}

interface ProblemFixtures {
  /**
   * Every problem the test's pages showed so far; at the test's end, any that is not expected
   * fails the test.
   */
  pageProblems: readonly Problem[];
  /**
   * The browser's clock, installed at E2E_CLOCK_AT before the test starts, where the server's
   * clock started too (CLOCK_AT), so that no test depends on the day it runs. It then runs on
   * with real time; a test may move it (`page.clock.fastForward`), or install it again at
   * another instant (`page.clock.install({ time })`, which sets the time of the installed clock).
   */
  browserClock: undefined;
}

/** Watches one page for what a person would call broken: errors and failed requests. */
function watchPage(page: Page, problems: Problem[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error') {
      const { url } = message.location();
      problems.push(`console error: ${message.text()}${url ? ` (at ${url})` : ''}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'unknown reason';
    // The browser aborts requests still in flight when the page navigates away: a cancelled request
    // is silent (product/errors-and-messages.md#tracked-calls), not a failure. Every other network
    // failure is one.
    if (reason === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
}

function isExpected(problem: Problem, expected: ProblemOptions['expectedProblems']): boolean {
  return expected.some((pattern) =>
    typeof pattern === 'string' ? problem.includes(pattern) : pattern.test(problem),
  );
}

/**
 * The test of every browser spec (issue "Foundation", item 8): besides what the test asserts, it
 * fails when any page of the test logged a console error, threw an uncaught error, had a request
 * fail, or got an answer with status 400 or above, listing them all. Its browser's clock starts at
 * the instant the server's did (issue 14: no test passes or fails by the day it runs).
 */
export const test = base.extend<ProblemOptions & ProblemFixtures>({
  expectedProblems: [[], { option: true }],
  browserClock: [
    async ({ context }, use) => {
      await context.clock.install({ time: E2E_CLOCK_AT });
      await use(undefined);
    },
    { auto: true },
  ],
  pageProblems: [
    async ({ context, expectedProblems }, use) => {
      const problems: Problem[] = [];
      for (const page of context.pages()) watchPage(page, problems);
      context.on('page', (page) => watchPage(page, problems));

      await use(problems);

      const unexpected = problems.filter((problem) => !isExpected(problem, expectedProblems));
      expect(unexpected, 'console errors, page errors and failed requests').toEqual([]);
    },
    { auto: true },
  ],
});
