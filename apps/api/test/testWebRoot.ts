import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A web app's build in a temporary folder: index.html, one hashed asset and one other file. */
export async function makeTestWebRoot(): Promise<{ webRoot: string; remove: () => Promise<void> }> {
  const webRoot = await mkdtemp(join(tmpdir(), 'clubjoin-web-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>clubjoin</title>');
  await writeFile(join(webRoot, 'assets', 'main-3f9a1c.js'), 'console.log(1)');
  await writeFile(join(webRoot, 'favicon.svg'), '<svg/>');
  return { webRoot, remove: () => rm(webRoot, { recursive: true, force: true }) };
}
