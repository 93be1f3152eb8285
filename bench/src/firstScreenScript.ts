import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';

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

const gzipBytes = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;

function gzipKiB(files: readonly string[]): number {
  return files.reduce((sum, file) => sum + gzipBytes(readFileSync(file)), 0) / 1024;
}

/** The package a module belongs to, or its folder in the repository (two levels below the root). */
function partOf(moduleId: string): string {
  const inPackages = moduleId.split('node_modules/').at(-1) ?? moduleId;
  if (inPackages !== moduleId) {
    const [scope = '', name = ''] = inPackages.split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const inRepo = moduleId.startsWith(repoRoot) ? moduleId.slice(repoRoot.length + 1) : moduleId;
  return inRepo.split('/').slice(0, 2).join('/') || inRepo;
}

/**
 * The first screen's JavaScript by part: the web app built again, as `scripts/build.mjs` builds it,
 * into a scratch folder, its entry and every chunk the entry imports statically. Each module's share
 * of its chunk's gzip size is its own gzip size in proportion (modules compress better together, so
 * the shares are estimates; the chunks' sizes are exact).
 */
async function firstScreenParts(scratch: string): Promise<Map<string, number>> {
  let bundle: Rolldown.OutputBundle | undefined;
  await build({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    configLoader: 'runner',
    logLevel: 'silent',
    build: { outDir: join(scratch, 'web-dist'), emptyOutDir: true },
    plugins: [
      {
        name: 'bench-first-screen-parts',
        generateBundle(_options, output) {
          bundle = output;
        },
      },
    ],
  });
  const chunks = Object.values(bundle ?? {}).filter(
    (output): output is Rolldown.OutputChunk => output.type === 'chunk',
  );
  const initial = chunks.filter((chunk) => chunk.isEntry);
  for (const chunk of initial) {
    for (const name of chunk.imports) {
      const imported = chunks.find((candidate) => candidate.fileName === name);
      if (imported && !initial.includes(imported)) initial.push(imported);
    }
  }
  const parts = new Map<string, number>();
  for (const chunk of initial) {
    const modules = Object.entries(chunk.modules).map(
      ([id, module]) => [id, module.code ? gzipBytes(module.code) : 0] as const,
    );
    const sum = modules.reduce((total, [, bytes]) => total + bytes, 0) || 1;
    const share = gzipBytes(chunk.code) / sum;
    for (const [id, bytes] of modules) {
      parts.set(partOf(id), (parts.get(partOf(id)) ?? 0) + (bytes * share) / 1024);
    }
  }
  return parts;
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
    const parts = [...(await firstScreenParts(bare)).entries()].sort((a, b) => b[1] - a[1]);
    console.log("  its largest parts (estimated from each module's gzip size):");
    for (const [part, kib] of parts.slice(0, 12)) {
      console.log(`    ${part.padEnd(34)} ${kib.toFixed(1).padStart(7)} KiB`);
    }
  } finally {
    rmSync(bare, { recursive: true, force: true });
  }
}
