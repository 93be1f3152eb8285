import { describe, expect, it } from 'vitest';
import {
  BIO_MESSAGES,
  BioFields,
  bioSlugOf,
  certificationState,
  certificationWarning,
  checkPhoto,
  isHttpsUrl,
  PHOTO_MAX_BASE64_LENGTH,
  PHOTO_MAX_BYTES,
  SPECIALTIES,
  SPECIALTY_LABELS,
} from './bios';
import { JPEG_START, NOT_AN_IMAGE, TINY_PNG, WEBP_START } from './photos.fixture';

/** Noon UTC on 21 November 2026: still the 21st in Chicago, already the 22nd in Auckland at 7 am. */
const NOW = new Date('2026-11-21T18:00:00Z');

describe('certification warnings, on the club’s clock', () => {
  it.each([
    ['2027-02-20', 'America/Chicago', 'valid', 91],
    ['2027-02-19', 'America/Chicago', 'expiresSoon', 90],
    ['2026-11-21', 'America/Chicago', 'expiresSoon', 0],
    ['2026-11-20', 'America/Chicago', 'expired', -1],
    // In Auckland it is already the 22nd: the 21st has ended.
    ['2026-11-21', 'Pacific/Auckland', 'expired', -1],
  ])('a certification expiring %s in %s is %s (%i days left)', (expiresOn, zone, state, days) => {
    expect(certificationState(expiresOn, NOW, zone)).toEqual({ state, daysLeft: days });
  });

  it('words the warning, and has none for a certification valid beyond 90 days', () => {
    const cpr = { name: 'CPR', expiresOn: '2026-11-22' };
    expect(certificationWarning(cpr, NOW, 'America/Chicago')).toBe(
      'CPR expires on 2026-11-22, in 1 day.',
    );
    expect(certificationWarning({ ...cpr, expiresOn: '2028-01-01' }, NOW, 'UTC')).toBeUndefined();
  });
});

describe('a bio’s fields', () => {
  const bio = {
    jobTitle: 'Coach',
    specialties: ['yoga'],
    certifications: [],
    socialLinks: [],
    avatar: 'lotus',
  };

  it('takes specialties only from the fixed list, each once, each with a label', () => {
    expect(SPECIALTIES.every((specialty) => SPECIALTY_LABELS[specialty])).toBe(true);
    expect(BioFields.parse(bio)).toEqual({ ...bio, about: '' });
    const twice = BioFields.safeParse({ ...bio, specialties: ['yoga', 'yoga'] });
    expect(twice.error?.issues[0]?.message).toBe(BIO_MESSAGES.specialtiesTwice);
    const unknown = BioFields.safeParse({ ...bio, specialties: ['juggling'] });
    expect(unknown.error?.issues[0]?.message).toBe(BIO_MESSAGES.specialty);
  });

  it.each([
    ['https://instagram.com/pat.trains', true],
    ['https://pat.example.co.uk/about?x=1', true],
    ['http://pat.example.com', false],
    ['javascript:alert(1)', false],
    ['https://localhost', false],
    ['https://user@pat.example.com', false],
    ['pat.example.com', false],
  ])('reads %s as an https address: %s', (url, expected) => {
    expect(isHttpsUrl(url)).toBe(expected);
  });

  it('makes a public address of a name', () => {
    expect(bioSlugOf('Zoë O’Brien-Smith')).toBe('zoe-o-brien-smith');
    expect(bioSlugOf('李')).toBe('trainer');
  });
});

describe('a bio’s photo', () => {
  it('is a JPEG, PNG or WebP by its first bytes', () => {
    expect(checkPhoto(TINY_PNG)).toEqual({ ok: true, value: 'image/png' });
    expect(checkPhoto(JPEG_START)).toEqual({ ok: true, value: 'image/jpeg' });
    expect(checkPhoto(WEBP_START)).toEqual({ ok: true, value: 'image/webp' });
  });

  it('refuses other bytes, whatever they are called', () => {
    const refused = { ok: false, failure: 'A photo is a JPEG, PNG or WebP image.' };
    expect(checkPhoto(NOT_AN_IMAGE)).toEqual(refused);
    expect(checkPhoto(new Uint8Array())).toEqual(refused);
    // "RIFF" alone is also a WAV or an AVI.
    expect(checkPhoto(Uint8Array.from('RIFF....WAVE', (char) => char.charCodeAt(0)))).toEqual(
      refused,
    );
  });

  it('is 300 KB or less', () => {
    const atLimit = new Uint8Array(PHOTO_MAX_BYTES);
    atLimit.set(TINY_PNG);
    expect(checkPhoto(atLimit).ok).toBe(true);
    const tooBig = new Uint8Array(PHOTO_MAX_BYTES + 1);
    tooBig.set(TINY_PNG);
    expect(checkPhoto(tooBig)).toEqual({ ok: false, failure: 'A photo is 300 KB or less.' });
    expect(PHOTO_MAX_BASE64_LENGTH).toBe(409_600);
  });
});
