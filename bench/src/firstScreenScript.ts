import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const repoRoot = resolve(import.meta.dirname, '../..');
const webRoot = join(repoRoot, 'apps/web');

/** The scripts an index.html has the browser fetch before anything runs: entry and preloads. */
function firstScreenScripts(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ];
  return sources.map((match) => join(distDir, match[1] ?? ''));
}

function gzipKiB(files: readonly string[]): number {
  return (
    files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0) / 1024
  );
}

/**
 * A bare React app (one component rendered into #root), built by the Vite, React plugin and React
 * the web app pins (the bench pins the same versions), with their default settings.
 */
async function buildBareReactApp(): Promise<string> {
  // Inside the repository, so that its imports resolve to the web app's own React.
  mkdirSync(join(repoRoot, '.test-output'), { recursive: true });
  const dir = mkdtempSync(join(repoRoot, '.test-output', 'bare-react-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'main.jsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>Hello</h1>);\n",
  );
  await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    plugins: [react()],
    build: { outDir: join(dir, 'dist') },
  });
  return dir;
}

/** The JavaScript the first screen fetches (gzip) against a bare Vite + React app's. */
export async function benchFirstScreenScript(): Promise<void> {
  const bare = await buildBareReactApp();
  try {
    const ours = gzipKiB(firstScreenScripts(join(webRoot, 'dist')));
    const reference = gzipKiB(firstScreenScripts(join(bare, 'dist')));
    console.log('\nFirst-screen JavaScript, gzip (the entry and its preloads)');
    console.log(
      `  bare Vite + React app (reference)   ${reference.toFixed(1).padStart(7)} KiB   ×1.00`,
    );
    console.log(
      `  clubjoin /join                      ${ours.toFixed(1).padStart(7)} KiB   ×${(ours / reference).toFixed(2)}`,
    );
    console.log('  goal: ×1.7 or less');
  } finally {
    rmSync(bare, { recursive: true, force: true });
  }
}
