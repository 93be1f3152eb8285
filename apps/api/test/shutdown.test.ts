import { describe, expect, it } from 'vitest';
import { buildTestApp } from './testApp';

describe('closing the app', () => {
  it('finishes the requests in flight, then closes the database', async () => {
    const { app, db } = await buildTestApp();
    let startedHandling!: () => void;
    const handling = new Promise<void>((resolve) => (startedHandling = resolve));
    // A slow request that still needs the database after the close has begun.
    app.get('/api/test/slow', async () => {
      startedHandling();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [row] = await db.query<{ answer: number }>('SELECT 42 AS answer');
      return { answer: row?.answer };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const inFlight = fetch(`http://127.0.0.1:${port}/api/test/slow`);
    await handling;
    const closed = app.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ answer: 42 });
    await closed;
    expect(await db.ping()).toBe(false);
  });
});
