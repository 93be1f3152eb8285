import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from './accountsTestKit';
import { buildTestApp, type TestApp } from './testApp';

describe('PUT /api/content/experiences (product/pages.md#new-member-experiences)', () => {
  let subject: TestApp;
  let member: { cookie: string; memberId: string };
  beforeAll(async () => {
    subject = await buildTestApp();
    const { cookie } = await signedIn(subject, 'active.member@example.com');
    const profile = await subject.app.inject({
      method: 'GET',
      url: '/api/gateway/user-profile/profile',
      headers: { cookie },
    });
    member = { cookie, memberId: profile.json().memberDetails.memberId };
  });
  afterAll(async () => {
    await subject.app.close();
  });

  const submission = (overrides: Record<string, unknown> = {}) => ({
    memberId: member.memberId,
    clubId: '5',
    confirmationPageDriver: 'salesConfirmation',
    membershipLevel: 'Gold',
    skip: false,
    variations: [
      { experienceId: 'club-orientation', selected: true },
      { experienceId: 'pt-intro', selected: true },
      { experienceId: 'kids-academy-tour', selected: false },
    ],
    ...overrides,
  });
  const put = (body: unknown, cookie: string | null = member.cookie) =>
    subject.app.inject({
      method: 'PUT',
      url: '/api/content/experiences',
      payload: body as Record<string, unknown>,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const saved = async () =>
    subject.db.query<{ skip: boolean; experience_ids: string[]; mms_club_id: string }>(
      'SELECT skip, experience_ids, mms_club_id FROM experience_submissions WHERE member_id = $1',
      [member.memberId],
    );

  it('saves the experiences a signed-in member selected, and saving again replaces them', async () => {
    expect((await put(submission())).statusCode).toBe(204);
    expect(await saved()).toEqual([
      { skip: false, experience_ids: ['club-orientation', 'pt-intro'], mms_club_id: '5' },
    ]);
    const skipped = submission({
      skip: true,
      variations: [{ experienceId: 'pt-intro', selected: false }],
    });
    expect((await put(skipped)).statusCode).toBe(204);
    expect(await saved()).toEqual([{ skip: true, experience_ids: [], mms_club_id: '5' }]);
  });

  it.each([
    {
      rule: 'Continue with nothing selected',
      body: { variations: [{ experienceId: 'pt-intro', selected: false }] },
      message: 'Select at least one experience to continue.',
    },
    {
      rule: 'an experience the club does not offer',
      body: { variations: [{ experienceId: 'moon-walk', selected: true }] },
      message: 'The experience moon-walk is not offered at this club.',
    },
    {
      rule: 'skip with experiences still selected',
      body: { skip: true },
      message: 'Skipping this step clears the selected experiences: send none with skip.',
    },
  ])('refuses $rule with a message, changing nothing', async ({ body, message }) => {
    const before = await saved();
    const response = await put(submission(body));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message,
      fields: [{ field: 'body.variations', message }],
    });
    expect(await saved()).toEqual(before);
  });

  it('refuses a caller who is not signed in, and another member’s id', async () => {
    expect((await put(submission(), null)).statusCode).toBe(401);
    const other = await put(submission({ memberId: 'someone-else' }));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You can only choose experiences for your own membership.');
  });

  it('answers an unknown club 404 and a malformed body 400 naming the fields', async () => {
    expect((await put(submission({ clubId: '999999' }))).statusCode).toBe(404);
    const malformed = await put({ memberId: '', clubId: 'five', skip: 'no' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields.map((field: { field: string }) => field.field)).toEqual(
      expect.arrayContaining(['body.memberId', 'body.clubId', 'body.skip']),
    );
  });
});
