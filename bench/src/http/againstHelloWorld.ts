import { loadAverage, type BenchOptions } from '../options';
import { describeFigure, loadSideBySide, type LoadTarget } from './load';
import { startApp, startHelloWorld } from './servers';

/** One HTTP bench of the app against Fastify's hello-world, loaded side by side. */
export interface HelloWorldComparison {
  title: string;
  goal: string;
  connections: number;
  /** The app's targets, given its base URL. */
  targets: (appUrl: () => string) => LoadTarget[];
}

/**
 * Starts the hello-world and the app (on `databaseUrl`, else PGlite), loads the hello-world and
 * each target in alternating rounds, prints each figure with its ratio to the hello-world, and
 * stops both.
 */
export async function benchAgainstHelloWorld(
  comparison: HelloWorldComparison,
  options: BenchOptions,
  databaseUrl: string | undefined,
): Promise<void> {
  const hello = await startHelloWorld();
  const app = await startApp({ databaseUrl });
  try {
    const targets: LoadTarget[] = [
      { name: 'hello-world (reference)', baseUrl: () => hello.url, path: '/' },
      ...comparison.targets(() => app.url),
    ];
    const [reference, ...figures] = await loadSideBySide(targets, comparison.connections, options);
    if (!reference) return;
    console.log(
      `\n${comparison.title}, ${app.name}, ${comparison.connections} connections (load ${loadAverage()})`,
    );
    console.log(describeFigure(reference, reference));
    for (const figure of figures) console.log(describeFigure(figure, reference));
    console.log(`  goal: ${comparison.goal}`);
  } finally {
    await app.stop();
    await hello.stop();
  }
}
