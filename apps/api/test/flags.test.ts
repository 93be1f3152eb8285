import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFlagRules } from '../src/modules/flags/readFlagRules';
import { buildTestApp, type TestApp } from './testApp';

describe('GET /api/flags', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.app.close();
  });

  const flagsFor = async (query: string) => {
    const response = await subject.app.inject({ method: 'GET', url: `/api/flags?${query}` });
    return { status: response.statusCode, body: response.json() };
  };

  it('evaluates the shipped rules for a prospect at a Minnesota club', async () => {
    expect(await flagsFor('country=US&clubId=5&stateAbbr=MN&experienceType=prospect')).toEqual({
      status: 200,
      body: {
        'add-payment-form': true,
        'click-to-cancel': true,
        'in-club-membership-options': false,
      },
    });
  });

  it('turns in-club options on for a sales advisor, and click-to-cancel off in Ontario', async () => {
    expect(
      (await flagsFor('country=CA&clubId=412&stateAbbr=ON&experienceType=employee')).body,
    ).toEqual({
      'add-payment-form': true,
      'click-to-cancel': false,
      'in-club-membership-options': true,
    });
  });

  it('names each malformed context parameter', async () => {
    const { status, body } = await flagsFor('country=FR&stateAbbr=mn&experienceType=robot');
    expect(status).toBe(400);
    expect(body.fields.map((field: { field: string }) => field.field)).toEqual([
      'query.country',
      'query.stateAbbr',
      'query.experienceType',
    ]);
  });
});

describe('reading the flag rules', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'clubjoin-flags-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('names the rule and the field of a bad rule', async () => {
    const file = join(dir, 'flags.json');
    await writeFile(
      file,
      JSON.stringify([
        { name: 'add-payment-form', enabled: true },
        { name: 'dark-mode', enabled: true },
      ]),
    );
    expect(() => readFlagRules(file)).toThrow(/^Flag rules data\/flags.json, rule 2, field name: /);
  });

  it('says when the file is not JSON', async () => {
    const file = join(dir, 'broken.json');
    await writeFile(file, '[{');
    expect(() => readFlagRules(file)).toThrow(/^Flag rules data\/flags.json cannot be read: /);
  });
});
