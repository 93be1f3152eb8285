import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The hashed asset of the test build: big enough that its compressed copies are worth sending. */
export const TEST_ASSET = { url: '/assets/main-3f9a1c.js', text: 'console.log(1);\n'.repeat(200) };

/**
 * A web app's build in a temporary folder: index.html, one hashed asset with the brotli and gzip
 * copies the build writes beside it, and one other file.
 */
export async function makeTestWebRoot(): Promise<{ webRoot: string; remove: () => Promise<void> }> {
  const webRoot = await mkdtemp(join(tmpdir(), 'clubjoin-web-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>clubjoin</title>');
  const asset = join(webRoot, TEST_ASSET.url);
  await writeFile(asset, TEST_ASSET.text);
  await writeFile(`${asset}.br`, brotliCompressSync(TEST_ASSET.text));
  await writeFile(`${asset}.gz`, gzipSync(TEST_ASSET.text));
  await writeFile(join(webRoot, 'favicon.svg'), '<svg/>');
  return { webRoot, remove: () => rm(webRoot, { recursive: true, force: true }) };
}
