import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpCatalogVersion } from '../src/catalog/catalogCache';
import { catalogDir } from '../src/paths';
import { buildTestApp, type TestApp } from './testApp';

async function shipped<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(join(catalogDir, file), 'utf8')) as T;
}

interface ClubRecord {
  mmsClubId: string;
}
interface InterestsRecord {
  mmsClubId: string;
  interests: unknown[];
}
interface ExperiencesRecord {
  mmsClubId: string;
  experiences: unknown[];
}

describe('the content service /api/content (product/decisions-and-platform.md#services-and-their-addresses)', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.app.close();
  });

  const get = async (url: string) => {
    const response = await subject.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  };

  it('answers the content-managed club list: every club, as the gateway does', async () => {
    const { status, body } = await get('/api/content/clubs');
    expect(status).toBe(200);
    expect(body).toHaveLength(85);
    expect(body).toEqual((await get('/api/gateway/club')).body);
  });

  it('answers one club by id', async () => {
    const clubs = await shipped<ClubRecord[]>('clubs.json');
    expect(await get('/api/content/clubs/5')).toEqual({
      status: 200,
      body: clubs.find((club) => club.mmsClubId === '5'),
    });
  });

  it("answers a club's interests in its order, unfiltered (the browser keeps the valid ones)", async () => {
    const records = await shipped<InterestsRecord[]>('interests.json');
    const { status, body } = await get('/api/content/clubs/5/interests');
    expect(status).toBe(200);
    expect(body).toEqual(records.find((record) => record.mmsClubId === '5')?.interests);
    // Yoga and Basketball are not on the valid list of
    // product/membership-and-promotions.md#interests; the content service still answers them.
    expect(body.map((interest: { displayName: string }) => interest.displayName)).toEqual([
      'Group Fitness / Studio Classes',
      'Personal Training',
      'Pilates',
      'Swimming',
      'Yoga',
      'Basketball',
      'Child Center',
      'Kids Activities',
      'Tennis',
      'Pickleball',
    ]);
    expect(body[3]).toEqual({
      displayName: 'Swimming',
      name: 'swimming',
      interests: [
        { name: 'Lap swim', kidsOnly: false },
        { name: 'Swim lessons', kidsOnly: true },
      ],
    });
  });

  it("answers a club's new-member experiences as variations (product/pages.md#new-member-experiences data.variations)", async () => {
    const records = await shipped<ExperiencesRecord[]>('experiences.json');
    const { status, body } = await get('/api/content/clubs/5/experiences');
    expect(status).toBe(200);
    expect(body).toEqual({
      variations: records.find((record) => record.mmsClubId === '5')?.experiences,
    });
    expect(body.variations[0]).toEqual({
      experienceId: 'club-orientation',
      title: 'Club Orientation',
      description:
        'A guided tour of the club, the equipment and the class schedule with a member of our team.',
    });
  });

  it('answers different clubs their own interests and experiences', async () => {
    const ottawa = await get('/api/content/clubs/416/interests');
    const chanhassen = await get('/api/content/clubs/5/interests');
    const records = await shipped<InterestsRecord[]>('interests.json');
    expect(ottawa.body).toEqual(records.find((record) => record.mmsClubId === '416')?.interests);
    expect(ottawa.body).not.toEqual(chanhassen.body);
  });

  it.each([
    '/api/content/clubs/999',
    '/api/content/clubs/999/interests',
    '/api/content/clubs/999/experiences',
  ])('%s: 404 for an unknown club', async (url) => {
    expect(await get(url)).toEqual({
      status: 404,
      body: expect.objectContaining({ message: 'There is no club 999.' }),
    });
  });

  it.each([
    '/api/content/clubs/five',
    '/api/content/clubs/5a/interests',
    '/api/content/clubs/1234567/experiences',
  ])('%s: 400 naming params.clubId', async (url) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body.fields).toEqual([
      { field: 'params.clubId', message: 'A club id is 1 to 6 digits' },
    ]);
  });

  it.each([
    { section: 'global', page: 'salesPayment', path: '/join/payment' },
    { section: 'global', page: 'locateAClub', path: '/join/club' },
    { section: 'global', page: 'salesJuniorMember1', path: '/join/junior-member/1' },
    { section: 'global', page: 'salesReviewPayment', path: '/club-sales/review-payment' },
    { section: 'global', page: 'transition', path: '/join/transition' },
  ])(
    'page driver $section/$page is $path (product/wizard.md#page-drivers-and-addresses)',
    async ({ section, page, path }) => {
      expect(await get(`/api/content/pagedrivers/${section}/${page}`)).toEqual({
        status: 200,
        body: { section, page, path },
      });
    },
  );

  it.each([
    { rule: 'a page the section does not hold', section: 'global', page: 'salesCheckout' },
    { rule: 'a section the table does not hold', section: 'team', page: 'salesPayment' },
    { rule: 'a name that is no page of its own', section: 'global', page: 'constructor' },
  ])(
    "$rule: 404 with the domain's message (product/wizard.md#page-drivers-and-addresses)",
    async ({ section, page }) => {
      expect(await get(`/api/content/pagedrivers/${section}/${page}`)).toEqual({
        status: 404,
        body: expect.objectContaining({
          message: `Section '${section}' or page '${page}' missing in global drivers`,
        }),
      });
    },
  );
});

describe('content answers follow catalog writes (the catalog cache)', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.app.close();
  });

  const nameOfClub5 = async () =>
    (await subject.app.inject({ method: 'GET', url: '/api/content/clubs/5' })).json().name;
  const renameClub5 = (name: string) =>
    subject.db.query(
      `UPDATE clubs SET record = jsonb_set(record, '{name}', to_jsonb($1::text)) WHERE mms_club_id = '5'`,
      [name],
    );

  it('answers from memory until the catalog version changes, then reads again', async () => {
    expect(await nameOfClub5()).toBe('Chanhassen');
    await renameClub5('Chanhassen West');
    expect(await nameOfClub5()).toBe('Chanhassen');
    await bumpCatalogVersion(subject.db);
    // The write's notification reaches the server's listening connection at its commit.
    await expect.poll(nameOfClub5).toBe('Chanhassen West');
  });
});
