import { ErrorResponse } from '@clubjoin/contract/errors';
import { ReserveIdentityResponse } from '@clubjoin/contract/identity';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testApp';
import { logIn } from './accountsTestKit';

const EXISTS = '/api/membership/v1/userIdentity/exists';
const RESERVE = '/api/membership/v1/userIdentity';
const EMAIL_IN_USE =
  'This email address is already in use. Please enter a different email address to move forward.';
const RULES =
  'Passwords must be between 10 and 30 characters, contain at least one uppercase and lowercase letter, one number (0-9) and contain no spaces.';
const CLOSED =
  'This account can no longer be changed here. Please start again with your email address.';

describe('POST /api/membership/v1/userIdentity/exists (product/accounts-and-sign-in.md#get-started)', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.app.close();
  });

  it.each<[string, boolean]>([
    ['active.member@example.com', true],
    ['  ACTIVE.Member@example.com ', true],
    ['not.activated@example.com', true],
    ['nobody@example.com', false],
  ])('%j → exists %s, and nothing more', async (emailAddress, exists) => {
    const response = await subject.app.inject({
      method: 'POST',
      url: EXISTS,
      payload: { emailAddress },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ exists });
  });

  it.each<[string, unknown, string]>([
    ['no email', {}, 'Please enter an email address.'],
    ['a blank email', { emailAddress: ' ' }, 'Please enter an email address.'],
    ['a bad format', { emailAddress: 'jane@' }, 'Sorry, that seems to be an invalid email format.'],
    [
      'a leading dot',
      { emailAddress: '.jane@example.com' },
      'Sorry, that seems to be an invalid email format.',
    ],
    [
      'over 133 characters',
      { emailAddress: `${'a'.repeat(64)}@${'b'.repeat(66)}.com` },
      'Your new email address must be 133 characters or less.',
    ],
  ])('answers %s with 400 and the get-started message', async (_case, payload, message) => {
    const response = await subject.app.inject({
      method: 'POST',
      url: EXISTS,
      payload: payload as object,
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorResponse.parse(response.json()).fields).toEqual([
      { field: 'body.emailAddress', message },
    ]);
  });
});

describe('POST /api/membership/v1/userIdentity (product/accounts-and-sign-in.md#create-account)', () => {
  let subject: TestApp;
  afterEach(async () => {
    await subject.app.close();
  });

  let keys = 0;
  const reserve = (payload: Record<string, unknown>, key = `reserve-${(keys += 1)}`) =>
    subject.app.inject({
      method: 'POST',
      url: RESERVE,
      headers: { 'idempotency-key': key },
      payload,
    });
  const exists = async (emailAddress: string) =>
    (
      await subject.app.inject({ method: 'POST', url: EXISTS, payload: { emailAddress } })
    ).json() as { exists: boolean };

  it('reserves an identity that is no account until a purchase, and keeps only hashes', async () => {
    subject = await buildTestApp();
    const response = await reserve({ username: 'jane@example.com', password: 'Summer-Swim-2025' });
    expect(response.statusCode).toBe(201);
    const reserved = ReserveIdentityResponse.parse(response.json());
    expect(reserved.partyId).toMatch(/^[0-9a-f-]{36}$/);
    expect(reserved.updateToken).toMatch(/^[\w-]{43}$/);

    // Its email is not proven: get started does not send anyone to log in with it, and a login
    // finds no account, whatever the password.
    expect(await exists('Jane@Example.com')).toEqual({ exists: false });
    const login = await logIn(subject, 'jane@example.com', { password: 'Summer-Swim-2025' });
    expect(login.json()).toMatchObject({ status: 'InvalidCredentials', code: -201 });

    const [stored] = await subject.db.query<{ password_hash: string; update_token_hash: string }>(
      'SELECT password_hash, update_token_hash FROM accounts WHERE party_id = $1',
      [reserved.partyId],
    );
    // At tests' cost here; passwordHash.test.ts checks production's.
    expect(stored?.password_hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(JSON.stringify(stored)).not.toContain('Summer-Swim-2025');
    expect(JSON.stringify(stored)).not.toContain(reserved.updateToken);
    expect(JSON.stringify(subject.logs.lines)).not.toContain('Summer-Swim-2025');
  });

  it('salts every hash: one password stored twice is two different hashes', async () => {
    subject = await buildTestApp();
    await reserve({ username: 'ann@example.com', password: 'Summer-Swim-2025' });
    await reserve({ username: 'bob@example.com', password: 'Summer-Swim-2025' });
    const rows = await subject.db.query<{ password_hash: string }>(
      `SELECT password_hash FROM accounts WHERE username_key IN ('ann@example.com', 'bob@example.com')`,
    );
    expect(new Set(rows.map((row) => row.password_hash)).size).toBe(2);
  });

  it('refuses a bad username and a bad employee id with their messages', async () => {
    subject = await buildTestApp();
    const response = await reserve({
      username: 'jane',
      password: 'Summer-Swim-2025',
      employeeId: '12',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { field: 'body.employeeId', message: 'An employee id is 4 to 9 digits' },
      { field: 'body.username', message: 'Sorry, that seems to be an invalid email format.' },
    ]);
  });

  it('answers 409 with the email-in-use message for a username already taken, in any case', async () => {
    subject = await buildTestApp();
    const response = await reserve({
      username: 'Active.Member@example.com',
      password: 'Summer-Swim-2025',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: EMAIL_IN_USE,
      fields: [{ field: 'body.username', message: EMAIL_IN_USE }],
    });
  });

  it('changes its own reservation with partyId and updateToken, and each token works once', async () => {
    subject = await buildTestApp();
    const first = ReserveIdentityResponse.parse(
      (await reserve({ username: 'jane@example.com', password: 'Summer-Swim-2025' })).json(),
    );
    const changed = await reserve({
      username: 'jane.doe@example.com',
      password: 'Winter-Ski-2026',
      employeeId: '48999',
      ...first,
    });
    expect(changed.statusCode).toBe(201);
    const second = ReserveIdentityResponse.parse(changed.json());
    expect(second.partyId).toBe(first.partyId);
    expect(second.updateToken).not.toBe(first.updateToken);
    const [stored] = await subject.db.query<{ username: string; employee_id: string }>(
      'SELECT username, employee_id FROM accounts WHERE party_id = $1',
      [first.partyId],
    );
    expect(stored).toEqual({ username: 'jane.doe@example.com', employee_id: '48999' });

    const replayed = await reserve({
      username: 'jane@example.com',
      password: 'Summer-Swim-2025',
      ...first,
    });
    expect([replayed.statusCode, replayed.json().message]).toEqual([409, CLOSED]);
    const taken = await reserve({
      username: 'active.member@example.com',
      password: 'Summer-Swim-2025',
      ...second,
    });
    expect([taken.statusCode, taken.json().message]).toEqual([409, EMAIL_IN_USE]);
  });

  it('never changes an activated account through a reservation', async () => {
    subject = await buildTestApp();
    const response = await reserve({
      username: 'active.member@example.com',
      password: 'Summer-Swim-2025',
      partyId: '700000103',
      updateToken: 'A'.repeat(43),
    });
    expect([response.statusCode, response.json().message]).toEqual([409, CLOSED]);
  });

  it('lets the next Create Account for an email replace a reservation nothing was bought with', async () => {
    subject = await buildTestApp();
    const squatter = ReserveIdentityResponse.parse(
      (await reserve({ username: 'owner@example.com', password: 'Squatter-Pass-1' })).json(),
    );
    const owner = await reserve({ username: 'Owner@Example.com', password: 'Owners-Pass-22' });
    expect(owner.statusCode).toBe(201);
    const ownerIdentity = ReserveIdentityResponse.parse(owner.json());
    expect(ownerIdentity.partyId).not.toBe(squatter.partyId);
    const rows = await subject.db.query<{ party_id: string }>(
      "SELECT party_id FROM accounts WHERE username_key = 'owner@example.com'",
    );
    expect(rows).toEqual([{ party_id: ownerIdentity.partyId }]);
    // The squatter's reservation is gone with its token.
    const squatterChange = await reserve({
      username: 'owner@example.com',
      password: 'Squatter-Pass-2',
      ...squatter,
    });
    expect([squatterChange.statusCode, squatterChange.json().message]).toEqual([409, CLOSED]);
  });

  it('answers a repeat of one request the same party id with a new token; the lost one stops working', async () => {
    subject = await buildTestApp();
    const body = { username: 'retry@example.com', password: 'Summer-Swim-2025' };
    const first = ReserveIdentityResponse.parse((await reserve(body, 'reserve-once')).json());
    const repeat = await reserve(body, 'reserve-once');
    expect(repeat.statusCode).toBe(201);
    const second = ReserveIdentityResponse.parse(repeat.json());
    expect(second.partyId).toBe(first.partyId);
    expect(second.updateToken).not.toBe(first.updateToken);
    expect(
      await subject.db.query("SELECT 1 FROM accounts WHERE username_key = 'retry@example.com'"),
    ).toHaveLength(1);
    expect(JSON.stringify(await subject.db.query('SELECT * FROM idempotency_keys'))).not.toMatch(
      new RegExp(`${first.updateToken}|${second.updateToken}|Summer-Swim-2025`),
    );
    const withLost = await reserve({ ...body, ...first });
    expect([withLost.statusCode, withLost.json().message]).toEqual([409, CLOSED]);
    expect((await reserve({ ...body, ...second })).statusCode).toBe(201);
  });

  it('needs an Idempotency-Key header', async () => {
    subject = await buildTestApp();
    const response = await subject.app.inject({
      method: 'POST',
      url: RESERVE,
      payload: { username: 'jane@example.com', password: 'Summer-Swim-2025' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { field: 'headers.idempotency-key', message: expect.stringContaining('Idempotency-Key') },
    ]);
  });

  it('wants partyId and updateToken together', async () => {
    subject = await buildTestApp();
    const response = await reserve({
      username: 'jane@example.com',
      password: 'Summer-Swim-2025',
      partyId: '700000103',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      {
        field: 'body.updateToken',
        message:
          'Send both partyId and updateToken to change a reserved identity, or neither to reserve a new one.',
      },
    ]);
  });
});

describe('the create-account password rules on a reservation (product/accounts-and-sign-in.md#create-account)', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.app.close();
  });

  it.each<[string, string, string, string]>([
    ['no password', 'jane@example.com', '', 'Please enter a password.'],
    ['under 10 characters', 'jane@example.com', 'Short-1a', RULES],
    [
      'over 30 characters',
      'jane@example.com',
      `Aa1-${'x'.repeat(27)}`,
      'Your Password must be 30 characters or less.',
    ],
    ['a space', 'jane@example.com', 'Summer Swim-2025', RULES],
    ['two classes only', 'jane@example.com', 'summerswim2025', RULES],
    [
      'a special character outside the list',
      'jane@example.com',
      'Summer#Swim2025',
      'Passwords may contain only the following special characters: !$%&()*+-./_@;:<=>?}]~',
    ],
    [
      'the username inside it, in other case',
      'jane@example.com',
      'JANE@example.com-1',
      "Sorry, that seems to be an invalid password format. Passwords can't match your username.",
    ],
  ])(
    'refuses %s with 400 and the create-account message',
    async (_case, username, password, message) => {
      const response = await subject.app.inject({
        method: 'POST',
        url: RESERVE,
        payload: { username, password },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([{ field: 'body.password', message }]);
    },
  );
});
