import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import browserTests from './playwright.config';

/**
 * `npm run screenshots` (issue 21): the browser tests' server, browser and clock, running only the
 * walk that saves every screen of a sale at a desktop's and a phone's width, so anyone can look
 * at the flow without clicking through it. Not part of `npm test`.
 */
export default defineConfig({
  ...browserTests,
  testMatch: 'screenshots.walk.ts',
  workers: 1,
  reporter: [['list']],
  outputDir: join(resolve(import.meta.dirname, '..'), '.test-output', 'screenshots-artifacts'),
});
