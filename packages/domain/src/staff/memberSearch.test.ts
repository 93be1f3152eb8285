import { describe, expect, it } from 'vitest';
import { MEMBER_SEARCH_MESSAGES, MemberSearchQuery, readSearchText } from './memberSearch';
import { STAFF_NOTE_MESSAGES, StaffNote } from './staffNote';

const messageOf = (query: Record<string, string>) => {
  const result = MemberSearchQuery.safeParse(query);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('the member search query', () => {
  it('defaults to the first page of 25', () => {
    expect(MemberSearchQuery.parse({ text: ' Lee ' })).toEqual({
      text: 'Lee',
      page: 1,
      pageSize: 25,
    });
  });

  it.each([
    [{ text: 'a' }, MEMBER_SEARCH_MESSAGES.textShort],
    [{ text: 'x'.repeat(101) }, MEMBER_SEARCH_MESSAGES.textLong],
    [{ text: 'lee', clubId: 'five' }, MEMBER_SEARCH_MESSAGES.club],
    [{ text: 'lee', status: 'Sleeping' }, MEMBER_SEARCH_MESSAGES.status],
    [{ text: 'lee', page: '0' }, MEMBER_SEARCH_MESSAGES.page],
    [{ text: 'lee', page: '1e3' }, MEMBER_SEARCH_MESSAGES.page],
    [{ text: 'lee', page: '201' }, MEMBER_SEARCH_MESSAGES.page],
    [{ text: 'lee', pageSize: '30' }, MEMBER_SEARCH_MESSAGES.pageSize],
  ])('refuses %j with its message', (query, message) => {
    expect(messageOf(query)).toBe(message);
  });
});

describe('reading a search text', () => {
  it.each([
    ['7000001', { by: 'memberId', memberId: '7000001' }],
    ['m-700001', { by: 'membershipId', membershipId: 'M-700001' }],
    ['Ana.Lee@Example', { by: 'email', emailPrefix: 'ana.lee@example' }],
    ['(555) 010-12', { by: 'phone', digits: '55501012' }],
    ['Lee', { by: 'eitherName', prefix: 'lee' }],
    ['Ana Lee', { by: 'fullName', first: 'ana', last: 'lee' }],
    ['Lee, Ana', { by: 'fullName', first: 'ana', last: 'lee' }],
  ] as const)('reads %s', (text, term) => {
    expect(readSearchText(text)).toEqual(term);
  });
});

describe('a staff note', () => {
  it('is trimmed, required and at most 1000 characters', () => {
    expect(StaffNote.parse('  Called, left a message ')).toBe('Called, left a message');
    expect(StaffNote.safeParse('  ').error?.issues[0]?.message).toBe(STAFF_NOTE_MESSAGES.required);
    expect(StaffNote.safeParse('x'.repeat(1001)).error?.issues[0]?.message).toBe(
      STAFF_NOTE_MESSAGES.long,
    );
  });
});
