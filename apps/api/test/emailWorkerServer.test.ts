import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { startServer } from '../src/startServer';
import { CARDS, completionKit, ONE_ADULT_CART, PRIMARY } from './completionKit';
import { readMessage, startSmtpServer } from './smtpTestServer';
import type { TestApp } from './testApp';

/**
 * With SMTP_URL set, the started server runs the outbox worker
 * (product/decisions-and-platform.md#email-delivery): a completed order's confirmation reaches the
 * SMTP server without anyone driving the worker. CLOCK_AT starts the server's clock (the app's and
 * the worker's) at the instant the other completion tests use, so the order is priced the same
 * whatever day the test runs.
 */
describe('the server started with SMTP_URL', () => {
  let dataDir: string;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'clubjoin-mail-'));
    smtp = await startSmtpServer();
    const { DATABASE_URL: _ignored, ...environment } = process.env;
    app = await startServer(
      readConfig({
        ...environment,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        DEMO_ACCOUNTS: 'false',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Club Memberships <join@club.example>',
        CLOCK_AT: '2026-11-21T18:00:00Z',
      }),
    );
  });
  afterAll(async () => {
    // What SIGTERM does: the worker stops before the database closes.
    await app.close();
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  // The kit sends its requests to the started server; this test never asks it to count rows,
  // the one use of a test app's database handle.
  const kit = completionKit(() => ({ app }) as unknown as TestApp);

  it('prices on the clock CLOCK_AT started: the join is on that day at the club', async () => {
    const cart = await kit.post('/api/membership-cart/v2/cart', ONE_ADULT_CART, kit.newKey('cart'));
    expect(cart.status).toBe(200);
    expect(cart.body.joinDate).toBe('2026-11-21');
  });

  it('sends a completed order’s confirmation from the From address of MAIL_FROM', async () => {
    const { order, paymentToken } = await kit.payableOrder(CARDS.visaCredit);
    const arrival = smtp.nextMessage();
    const completed = await kit.complete(order, paymentToken);
    expect(completed.status).toBe(200);

    const message = await arrival;
    expect(message.to).toEqual([PRIMARY.email]);
    expect(readMessage(message.raw).text).toContain(`Order number: ${completed.body.orderNumber}`);
    expect(message.raw).toMatch(/^From: Club Memberships <join@club\.example>/m);
  });
});
