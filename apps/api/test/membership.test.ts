import { ExistingMembership } from '@clubjoin/contract/membership';
import { type RejoinProblem, rejoinEligibility } from '@clubjoin/domain/accounts/rejoinEligibility';
import type { Flow } from '@clubjoin/domain/vocabulary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testApp';
import { demoAccount, fixedClock, signedIn } from './accountsTestKit';

const LOOKUP = '/api/membership/v1/membership';
const PHONE = '(952) 380-1000';

/**
 * What the lookup answers for each demo former member, and what rejoining decides
 * (product/accounts-and-sign-in.md#rejoin).
 */
const FORMER_MEMBERS: [
  username: string,
  status: string,
  reason: string | null,
  flags: { isDigital: boolean; isFreemium: boolean },
  counts: [additional: number, juniors: number],
  flows: Flow[],
  rejoin: 'eligible' | RejoinProblem,
][] = [
  [
    'rejoin.voluntary@example.com',
    'Terminated',
    'Voluntary',
    { isDigital: false, isFreemium: false },
    [2, 2],
    [],
    'eligible',
  ],
  [
    'rejoin.involuntary@example.com',
    'Terminated',
    'Involuntary Termination',
    { isDigital: false, isFreemium: false },
    [0, 0],
    [],
    'terminatedMembership',
  ],
  [
    'active.member@example.com',
    'Active',
    null,
    { isDigital: false, isFreemium: false },
    [1, 0],
    [],
    'activeMembership',
  ],
  [
    'freemium.digital@example.com',
    'Active',
    null,
    { isDigital: true, isFreemium: true },
    [0, 0],
    [],
    'eligible',
  ],
  [
    'digital.member@example.com',
    'Active',
    null,
    { isDigital: true, isFreemium: false },
    [0, 0],
    [],
    'activeMembership',
  ],
  [
    'inactive.member@example.com',
    'InactiveMember',
    null,
    { isDigital: false, isFreemium: false },
    [0, 0],
    [],
    'inactiveMember',
  ],
  [
    'suspended.membership@example.com',
    'Suspended',
    null,
    { isDigital: false, isFreemium: false },
    [0, 1],
    [],
    'suspendedMembership',
  ],
  [
    'pending.termination@example.com',
    'PendingTermination',
    null,
    { isDigital: false, isFreemium: false },
    [0, 0],
    [],
    'suspendedMembership',
  ],
  [
    'late.activation@example.com',
    'LateActivation',
    null,
    { isDigital: false, isFreemium: false },
    [0, 0],
    [],
    'suspendedMembership',
  ],
  [
    'nonpaid@example.com',
    'NonPaid',
    null,
    { isDigital: false, isFreemium: false },
    [0, 0],
    [],
    'suspendedMembership',
  ],
  [
    'nonpaid.late.activation@example.com',
    'NonPaidLateActivation',
    null,
    { isDigital: false, isFreemium: false },
    [0, 0],
    [],
    'suspendedMembership',
  ],
  [
    'frozen.membership@example.com',
    'Frozen',
    null,
    { isDigital: false, isFreemium: false },
    [0, 0],
    [],
    'unknownStatus',
  ],
  [
    'employee.former@example.com',
    'InactiveMember',
    null,
    { isDigital: false, isFreemium: false },
    [1, 0],
    ['Employee'],
    'employeePreviousMembership',
  ],
  [
    'employee.former@example.com',
    'InactiveMember',
    null,
    { isDigital: false, isFreemium: false },
    [1, 0],
    [],
    'inactiveMember',
  ],
];

describe('GET /api/membership/v1/membership: each demo former member (product/accounts-and-sign-in.md#existing-membership-lookup, #rejoin)', () => {
  // The lookups only read, so one app serves them all; each test sets the time it needs.
  const time = fixedClock('2025-06-15T12:00:00Z');
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ clock: time.clock });
  });
  afterAll(async () => {
    await subject.app.close();
  });

  it.each(FORMER_MEMBERS)(
    '%s: %s (%s) → %s',
    async (username, status, reason, flags, [additional, juniors], flows, rejoin) => {
      time.set('2025-06-15T12:00:00Z');
      const { ssoId, partyId } = await signedIn(subject, username);
      const response = await subject.app.inject({
        method: 'GET',
        url: LOOKUP,
        headers: { 'x-ltf-ssoid': ssoId },
      });
      expect(response.statusCode).toBe(200);
      const membership = ExistingMembership.parse(response.json());
      expect(membership).toMatchObject({
        membershipStatus: status,
        terminationReason: reason,
        ...flags,
        primaryMember: { partyId, email: username },
      });
      expect([membership.additionalMembers.length, membership.juniorMembers.length]).toEqual([
        additional,
        juniors,
      ]);
      const decided = rejoinEligibility(membership, { rejoin: true, flows, supportPhone: PHONE });
      expect(decided.eligible ? 'eligible' : decided.problem).toBe(rejoin);
    },
  );

  it('reaches every rejoin message of product/accounts-and-sign-in.md#rejoin through the demo data', () => {
    expect(new Set(FORMER_MEMBERS.map((row) => row[6]))).toEqual(
      new Set<string>([
        'eligible',
        'activeMembership',
        'inactiveMember',
        'suspendedMembership',
        'terminatedMembership',
        'unknownStatus',
        'employeePreviousMembership',
      ]),
    );
  });

  it('answers the primary, additional and junior members in full', async () => {
    time.set('2025-06-15T12:00:00Z');
    const { ssoId } = await signedIn(subject, 'rejoin.voluntary@example.com');
    const response = await subject.app.inject({
      method: 'GET',
      url: LOOKUP,
      headers: { 'x-ltf-ssoid': ssoId },
    });
    const membership = ExistingMembership.parse(response.json());
    const address = {
      street: '2900 Lake Drive',
      city: 'Chanhassen',
      state: 'MN',
      country: 'US',
      zip: '55317',
    };
    expect(membership.primaryMember).toEqual({
      memberId: '1000101',
      partyId: '700000101',
      firstName: 'Jordan',
      lastName: 'Rivera',
      dateOfBirth: '1984-03-12',
      email: 'rejoin.voluntary@example.com',
      phoneNumber: '9525550101',
      gender: 'Female',
      ...address,
    });
    expect(membership.additionalMembers.map((member) => member.firstName)).toEqual([
      'Alex',
      'Casey',
    ]);
    expect(membership.juniorMembers).toEqual([
      expect.objectContaining({ firstName: 'Sam', dateOfBirth: '2010-08-14', email: null }),
      expect.objectContaining({ firstName: 'Riley', dateOfBirth: '2016-04-02', phoneNumber: null }),
    ]);
  });

  // Sam, a former junior, was born 2010-08-14; the club is in Chicago (UTC−5 in August).
  it.each<[string, string, string, string[], string[]]>([
    ['without adjusting', '2024-08-14T05:00:00Z', 'false', ['Alex', 'Casey'], ['Sam', 'Riley']],
    [
      'adjusted, the day before Sam turns 14 at the club',
      '2024-08-14T04:59:59Z',
      'true',
      ['Alex', 'Casey'],
      ['Sam', 'Riley'],
    ],
    [
      'adjusted, the day Sam turns 14 at the club',
      '2024-08-14T05:00:00Z',
      'true',
      ['Alex', 'Casey', 'Sam'],
      ['Riley'],
    ],
  ])('adjustMemberTypes %s', async (_when, now, adjust, additional, juniors) => {
    time.set(now);
    const { ssoId } = await signedIn(subject, 'rejoin.voluntary@example.com');
    const response = await subject.app.inject({
      method: 'GET',
      url: `${LOOKUP}?adjustMemberTypes=${adjust}`,
      headers: { 'x-ltf-ssoid': ssoId },
    });
    const membership = ExistingMembership.parse(response.json());
    expect(membership.additionalMembers.map((member) => member.firstName)).toEqual(additional);
    expect(membership.juniorMembers.map((member) => member.firstName)).toEqual(juniors);
  });
});

describe('the lookup answers only the caller’s own membership', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.app.close();
  });

  const lookup = (query: string, headers: Record<string, string>) =>
    subject.app.inject({ method: 'GET', url: `${LOOKUP}${query}`, headers });

  it.each<[string, string, string, number]>([
    [
      'the account’s email, in any case',
      'employee.former@example.com',
      '?email=Employee.Former@Example.com',
      200,
    ],
    ['the account’s employee id', 'employee.former@example.com', '?employeeId=48213', 200],
    [
      'another member’s email',
      'employee.former@example.com',
      '?email=active.member@example.com',
      403,
    ],
    ['another employee id', 'employee.former@example.com', '?employeeId=48214', 403],
    ['an employee id from a non-employee', 'active.member@example.com', '?employeeId=48213', 403],
  ])('%s → %i', async (_case, username, query, status) => {
    const { ssoId } = await signedIn(subject, username);
    const response = await lookup(query, { 'x-ltf-ssoid': ssoId });
    expect(response.statusCode).toBe(status);
    if (status === 403) {
      expect(response.json().message).toBe(
        'The email address or employee id given is not the signed-in member’s.',
      );
    }
  });

  it('answers 404 for an account that never held a membership as its primary member', async () => {
    const { cookie } = await signedIn(subject, 'new.account@example.com');
    const response = await lookup('', { cookie });
    expect([response.statusCode, response.json().message]).toEqual([
      404,
      'No membership was found for this account.',
    ]);
  });

  it('needs a live SSO session: none, a remember token or an ended session are refused', async () => {
    const { cookies, ssoId } = await signedIn(subject, 'rejoin.voluntary@example.com');
    expect((await lookup('', {})).json().message).toBe('No SSO session was given.');
    const remembered = await lookup('', { 'x-remember': cookies['lt-oms-remember']?.value ?? '' });
    expect(remembered.statusCode).toBe(401);
    await subject.app.inject({
      method: 'POST',
      url: '/api/gateway/auth/v2/logout',
      payload: { ssoid: ssoId },
    });
    const ended = await lookup('', { 'x-ltf-ssoid': ssoId });
    expect([ended.statusCode, ended.json().message]).toEqual([401, 'Expired SSO Session']);
  });

  it.each<[string, string, string]>([
    ['?email=not-an-email', 'query.email', 'Sorry, that seems to be an invalid email format.'],
    ['?employeeId=12', 'query.employeeId', 'An employee id is 4 to 9 digits'],
  ])('answers a bad query %s with 400', async (query, field, message) => {
    const { ssoId } = await signedIn(subject, demoAccount('active.member@example.com').username);
    const response = await lookup(query, { 'x-ltf-ssoid': ssoId });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field, message }]);
  });
});
