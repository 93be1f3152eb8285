import { loadAverage, type BenchOptions } from '../options';
import { describeFigure, loadSideBySide, type LoadTarget } from './load';
import { startApp, startHelloWorld, type RunningServer } from './servers';

const CONNECTIONS = 50;

/** The catalog reads of the first screens, each against the hello-world at 50 connections. */
export async function benchCatalogReads(
  options: BenchOptions,
  databaseUrl: string | undefined,
): Promise<void> {
  const hello = await startHelloWorld();
  const app = await startApp({ databaseUrl });
  try {
    const on = (server: RunningServer) => () => server.url;
    const targets: LoadTarget[] = [
      { name: 'hello-world (reference)', baseUrl: on(hello), path: '/' },
      { name: 'product default (club 5)', baseUrl: on(app), path: '/api/product/club/5/default' },
      {
        name: 'nearest clubs (60 mi of Minneapolis)',
        baseUrl: on(app),
        path: '/api/gateway/club/nearest?latitude=44.9778&longitude=-93.265&distance=60',
      },
      { name: 'club list (every club)', baseUrl: on(app), path: '/api/gateway/club' },
    ];
    const [reference, ...figures] = await loadSideBySide(targets, CONNECTIONS, options);
    if (!reference) return;
    console.log(`\nCatalog reads, ${app.name}, ${CONNECTIONS} connections (load ${loadAverage()})`);
    console.log(describeFigure(reference, reference));
    for (const figure of figures) console.log(describeFigure(figure, reference));
    console.log('  goal: ×0.5 or more, p99 ≤ 20 ms');
  } finally {
    await app.stop();
    await hello.stop();
  }
}
