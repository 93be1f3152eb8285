import { describe, expect, it } from 'vitest';
import type { ClubIdentity, EntryClub } from './entryClub';
import { resolveEntryClub } from './entryClub';
import type { EntryParameters } from './entryParameters';

const clubs: ClubIdentity[] = [
  { mmsClubId: '210', domainPrefix: 'chanhassen' },
  { mmsClubId: '370', domainPrefix: 'DigitalStudio' },
  { mmsClubId: '815', domainPrefix: undefined },
];

describe('the club of an entry link (product/club-and-entry.md#entry-links)', () => {
  it.each<[string, Pick<EntryParameters, 'clubId' | 'domainPrefix'>, EntryClub]>([
    ['no club named', {}, { kind: 'none' }],
    ['clubId found', { clubId: '815' }, { kind: 'found', clubId: '815' }],
    ['clubId not in the list', { clubId: '999' }, { kind: 'notFound', requested: '999' }],
    [
      'clubId wins over domainPrefix',
      { clubId: '210', domainPrefix: { kind: 'clubId', clubId: '370' } },
      { kind: 'found', clubId: '210' },
    ],
    [
      'a numeric domainPrefix is a club id',
      { domainPrefix: { kind: 'clubId', clubId: '370' } },
      { kind: 'found', clubId: '370' },
    ],
    [
      'a prefix is found',
      { domainPrefix: { kind: 'prefix', prefix: 'chanhassen' } },
      { kind: 'found', clubId: '210' },
    ],
    [
      'a prefix ignores letter case',
      { domainPrefix: { kind: 'prefix', prefix: 'digitalstudio' } },
      { kind: 'found', clubId: '370' },
    ],
    [
      'a prefix not in the list',
      { domainPrefix: { kind: 'prefix', prefix: 'eden' } },
      { kind: 'notFound', requested: 'eden' },
    ],
  ])('%s', (_rule, parameters, club) => {
    expect(resolveEntryClub(parameters, clubs)).toEqual(club);
  });
});
