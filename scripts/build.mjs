// Builds what is not built (or is older than its sources): the web app with Vite and the API
// with esbuild. `node scripts/build.mjs --force` rebuilds both.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => join(root, ...parts);

function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules') visit(join(path, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

function isStale(output, sources) {
  return !existsSync(output) || statSync(output).mtimeMs < newestMtime(sources);
}

const shared = [at('packages/domain/src'), at('packages/contract/src'), at('package-lock.json')];

const web = {
  name: 'web app',
  output: at('apps/web/dist/index.html'),
  sources: [
    at('apps/web/src'),
    at('apps/web/index.html'),
    at('apps/web/public'),
    at('apps/web/vite.config.ts'),
    at('apps/web/brandPlugin.ts'),
    at('data/brand'),
    ...shared,
  ],
  async build() {
    const vite = at('node_modules/.bin/vite');
    // The runner loader compiles the config's TypeScript imports from packages/ (the brand's
    // schema), which Node's own loader cannot.
    const result = spawnSync(vite, ['build', '--configLoader', 'runner', '--logLevel', 'warn'], {
      cwd: at('apps/web'),
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error('The web app did not build (see above).');
    compressText(at('apps/web/dist'));
  },
};

/** Text the server sends compressed; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the build, once, at their
 * strongest settings, for the server to send to browsers that accept them (decision 0021): a
 * phone downloads a quarter of the bytes, and no request pays for compressing.
 */
function compressText(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) compressText(path);
    else if (COMPRESSIBLE.test(entry.name)) {
      const content = readFileSync(path);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    }
  }
}

// Our workspace packages are TypeScript source: bundle them; every npm package stays external.
const bundleOurPackagesOnly = {
  name: 'bundle-our-packages-only',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@clubjoin/') ? undefined : { path: args.path, external: true },
    );
  },
};

const api = {
  name: 'API',
  output: at('apps/api/dist/main.js'),
  sources: [at('apps/api/src'), at('package.json'), ...shared],
  async build() {
    await build({
      entryPoints: {
        main: at('apps/api/src/main.ts'),
        'reset-database': at('apps/api/src/cli/resetDatabase.ts'),
        'seed-large-chain': at('apps/api/src/cli/seedLargeChain.ts'),
      },
      outdir: at('apps/api/dist'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      logLevel: 'warning',
      plugins: [bundleOurPackagesOnly],
    });
  },
};

/** Builds each target that is missing or older than its sources; answers the names built. */
export async function ensureBuilt({ force = false, only } = {}) {
  const built = [];
  for (const target of [web, api]) {
    if (only && !only.includes(target.name)) continue;
    if (!force && !isStale(target.output, target.sources)) continue;
    const started = Date.now();
    process.stderr.write(`Building the ${target.name}…\n`);
    await target.build();
    process.stderr.write(
      `Built the ${target.name} in ${((Date.now() - started) / 1000).toFixed(1)} s (${relative(root, target.output)}).\n`,
    );
    built.push(target.name);
  }
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureBuilt({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
