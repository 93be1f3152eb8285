import { describe, expect, it } from 'vitest';
import { fixedClock } from './accountsTestKit';
import { CARDS, completionTestApp } from './completionKit';

/**
 * The new member experiences after purchase (product/pages.md#new-member-experiences): the
 * purchase's confirmation token proves the member; the choice is saved against their member id
 * and read back with the same proof.
 */

const NOW = new Date('2026-11-21T18:00:00Z');
const DAY = 24 * 60 * 60_000;

describe('/api/content/experiences (product/pages.md#new-member-experiences)', () => {
  const time = fixedClock(NOW.toISOString());
  const { subject, kit } = completionTestApp(NOW, { clock: time.clock });

  /** A completed purchase at club 5: the confirmation token complete answered, and its member. */
  async function purchase() {
    const { order, paymentToken } = await kit.payableOrder(CARDS.visaCredit);
    const completed = await kit.complete(order, paymentToken);
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    const primary = completed.body.members.find(
      (member: { memberType: string }) => member.memberType === 'primary',
    );
    return { token: completed.body.confirmationToken as string, memberId: primary.memberId };
  }

  const read = (token: string | null) =>
    subject().app.inject({
      method: 'GET',
      url: '/api/content/experiences',
      ...(token ? { headers: { 'x-confirmation-token': token } } : {}),
    });
  const put = (body: unknown, token: string | null) =>
    subject().app.inject({
      method: 'PUT',
      url: '/api/content/experiences',
      payload: body as Record<string, unknown>,
      ...(token ? { headers: { 'x-confirmation-token': token } } : {}),
    });

  /** The member the token proves, and a submission of theirs with `overrides`. */
  async function newMember() {
    const { token, memberId } = await purchase();
    const proven = await read(token);
    expect(proven.statusCode, proven.body).toBe(200);
    const { membershipLevel } = proven.json();
    const submission = (overrides: Record<string, unknown> = {}) => ({
      memberId,
      clubId: '5',
      confirmationPageDriver: '/join/confirmation',
      membershipLevel,
      skip: false,
      variations: [
        { experienceId: 'club-orientation', selected: true },
        { experienceId: 'pt-intro', selected: true },
        { experienceId: 'kids-academy-tour', selected: false },
      ],
      ...overrides,
    });
    return { token, memberId, membershipLevel, submission };
  }

  it('answers the member the purchase made, with no choice until they make one', async () => {
    const { token, memberId } = await purchase();
    const answer = await read(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      orderId: expect.any(String),
      memberId,
      clubId: '5',
      membershipLevel: expect.stringMatching(/\S/),
      choice: null,
    });
  });

  it('saves the experiences selected, and saving again (skip) replaces them', async () => {
    const { token, submission } = await newMember();
    expect((await put(submission(), token)).statusCode).toBe(204);
    expect((await read(token)).json().choice).toEqual({
      skip: false,
      experienceIds: ['club-orientation', 'pt-intro'],
      confirmationPageDriver: '/join/confirmation',
      submittedAt: NOW.toISOString(),
    });

    const skipped = submission({
      skip: true,
      variations: [{ experienceId: 'pt-intro', selected: false }],
    });
    expect((await put(skipped, token)).statusCode).toBe(204);
    expect((await read(token)).json().choice).toMatchObject({ skip: true, experienceIds: [] });
  });

  it.each([
    {
      rule: 'Continue with nothing selected',
      body: { variations: [{ experienceId: 'pt-intro', selected: false }] },
      field: 'body.variations',
      message: 'Select at least one experience to continue.',
    },
    {
      rule: 'an experience the club does not offer',
      body: { variations: [{ experienceId: 'moon-walk', selected: true }] },
      field: 'body.variations',
      message: 'The experience moon-walk is not offered at this club.',
    },
    {
      rule: 'skip with experiences still selected',
      body: { skip: true },
      field: 'body.variations',
      message: 'Skipping this step clears the selected experiences: send none with skip.',
    },
    {
      rule: 'a club that is not the membership’s',
      body: { clubId: '31' },
      field: 'body.clubId',
      message: "The experiences are chosen at the membership's club, 5.",
    },
  ])('refuses $rule with a message, saving nothing', async ({ body, field, message }) => {
    const { token, submission } = await newMember();
    const response = await put(submission(body), token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fields: [{ field, message }] });
    expect((await read(token)).json().choice).toBeNull();
  });

  it('refuses a membership level that is not the membership’s, naming the right one', async () => {
    const { token, membershipLevel, submission } = await newMember();
    const response = await put(submission({ membershipLevel: 'Diamond' }), token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: [
        { field: 'body.membershipLevel', message: `The membership's level is ${membershipLevel}.` },
      ],
    });
  });

  it('refuses without a live token of a purchase, and for another member’s id', async () => {
    const { token, submission } = await newMember();
    const proofMessage =
      'Show the confirmation of your purchase (x-confirmation-token) to choose experiences.';
    for (const proof of [null, 'not-a-token', 'A'.repeat(43)]) {
      const refused = await put(submission(), proof);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(proofMessage);
      expect((await read(proof)).statusCode).toBe(401);
    }
    // Another purchase's token proves another member: it cannot choose for this one.
    const other = await purchase();
    const response = await put(submission(), other.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'You can only choose experiences for your own membership.',
    );
    expect((await read(token)).json().choice).toBeNull();
  });

  it('refuses a token once it has expired, a month after the purchase', async () => {
    const { token, submission } = await newMember();
    time.advance(31 * DAY);
    try {
      expect((await put(submission(), token)).statusCode).toBe(401);
      expect((await read(token)).statusCode).toBe(401);
    } finally {
      time.set(NOW.toISOString());
    }
  });

  it('answers a malformed body 400 naming the fields', async () => {
    const { token } = await newMember();
    const malformed = await put({ memberId: '', clubId: 'five', skip: 'no' }, token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields.map((field: { field: string }) => field.field)).toEqual(
      expect.arrayContaining(['body.memberId', 'body.clubId', 'body.skip']),
    );
  });
});
