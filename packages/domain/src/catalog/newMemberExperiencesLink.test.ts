import { describe, expect, it } from 'vitest';
import { newMemberExperiencesUrl, readNewMemberExperiencesLink } from './newMemberExperiencesLink';

const link = {
  mmsClubId: '5',
  clubProductPagePath: '/join/confirmation',
  sso: 'Zb3x_Q-7',
};

describe('the new member experiences link (product/pages.md#new-member-experiences)', () => {
  it('carries the club, the page to go on to and the proof', () => {
    expect(newMemberExperiencesUrl(link)).toBe(
      '/new-member-experiences?mmsClubId=5&clubProductPagePath=%2Fjoin%2Fconfirmation&sso=Zb3x_Q-7',
    );
  });

  it('reads the three parameters the link carries', () => {
    expect(readNewMemberExperiencesLink(link)).toEqual(link);
  });

  it.each([
    { rule: 'no club', change: { mmsClubId: undefined } },
    { rule: 'a club id that is not one', change: { mmsClubId: 'five' } },
    { rule: 'no page to go on to', change: { clubProductPagePath: undefined } },
    { rule: 'a page on another site', change: { clubProductPagePath: 'https://evil.example/' } },
    { rule: 'a protocol-relative page', change: { clubProductPagePath: '//evil.example/x' } },
    { rule: 'a backslash page', change: { clubProductPagePath: '/\\evil.example' } },
    {
      rule: 'a page path over 100 characters',
      change: { clubProductPagePath: `/${'a'.repeat(100)}` },
    },
    { rule: 'no sso', change: { sso: undefined } },
    { rule: 'an empty sso', change: { sso: '' } },
    { rule: 'an sso that is no cookie value', change: { sso: 'a;b=c' } },
  ])('sends the person to choose a club for $rule', ({ change }) => {
    expect(readNewMemberExperiencesLink({ ...link, ...change })).toBeUndefined();
  });
});
