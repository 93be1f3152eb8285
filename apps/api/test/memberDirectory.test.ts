import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectDirectoryPage } from '../src/modules/membership/directoryStore';
import { buildTestApp, type TestApp } from './testApp';

/**
 * Member search's page and capped count (docs/decisions/0026) over the demo memberships: the five
 * Riveras of Chanhassen (club 5, Terminated) and the rest of data/demo/memberships.json.
 */
describe('a page of the member directory and its capped count', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(() => subject.app.close());

  const page = (
    prefix: string,
    filters: { clubId?: string; status?: string },
    at: { offset: number; limit: number },
    cap: number,
  ) =>
    selectDirectoryPage(
      subject.db,
      { by: 'eitherName', prefix },
      { clubId: filters.clubId, status: filters.status },
      at,
      cap,
    );
  const names = (found: { members: { firstName: string }[] }) =>
    found.members.map((member) => member.firstName);

  it('counts every match under the cap, and orders by last then first name', async () => {
    const found = await page('rivera', {}, { offset: 0, limit: 3 }, 1000);
    expect([found.total, found.capped, names(found)]).toEqual([
      5,
      false,
      ['Alex', 'Casey', 'Jordan'],
    ]);
    expect(names(await page('rivera', {}, { offset: 3, limit: 3 }, 1000))).toEqual([
      'Riley',
      'Sam',
    ]);
  });

  it('stops counting past the cap and says so', async () => {
    const found = await page('rivera', {}, { offset: 0, limit: 2 }, 3);
    expect([found.total, found.capped, names(found)]).toEqual([3, true, ['Alex', 'Casey']]);
  });

  it('filters by the membership before cutting the page, with the same order', async () => {
    const filtered = await page(
      'rivera',
      { clubId: '5', status: 'Terminated' },
      { offset: 1, limit: 2 },
      4,
    );
    expect([filtered.total, filtered.capped, names(filtered)]).toEqual([
      4,
      true,
      ['Casey', 'Jordan'],
    ]);
    expect(filtered.members[0]).toMatchObject({ clubId: '5', membershipStatus: 'Terminated' });
    const elsewhere = await page('rivera', { clubId: '17' }, { offset: 0, limit: 25 }, 1000);
    expect([elsewhere.total, elsewhere.capped, elsewhere.members]).toEqual([0, false, []]);
  });
});
