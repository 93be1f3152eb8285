/**
 * Team member bios (issue 19; docs/decisions/0029): what a team member writes about themselves,
 * the fixed list of specialties, certifications warned 90 days before they expire on the club's
 * clock, social links, the avatar they pick, and testimonials from members and visitors.
 */
import { z } from 'zod';
import { fail, type Outcome, succeed } from '../outcome';
import { calendarDateInZone } from '../time/dateInZone';
import { daysBetween, type IsoDate, parseIsoDate } from '../time/isoDate';
import { accountEmailSchema } from '../validation/email';
import {
  withoutAccents,
  maxLengthRule,
  optionalText,
  requiredText,
  textRule,
} from '../validation/textField';

export const SPECIALTIES = [
  'strength',
  'weightLoss',
  'mobility',
  'rehabilitation',
  'seniorFitness',
  'prenatal',
  'sportsPerformance',
  'endurance',
  'yoga',
  'pilates',
  'boxing',
  'nutrition',
  'youth',
  'groupFitness',
] as const;
export type Specialty = (typeof SPECIALTIES)[number];

export const SPECIALTY_LABELS: Readonly<Record<Specialty, string>> = {
  strength: 'Strength training',
  weightLoss: 'Weight loss',
  mobility: 'Mobility and flexibility',
  rehabilitation: 'Post-rehab training',
  seniorFitness: 'Active aging',
  prenatal: 'Pre- and postnatal',
  sportsPerformance: 'Sports performance',
  endurance: 'Endurance and running',
  yoga: 'Yoga',
  pilates: 'Pilates',
  boxing: 'Boxing and kickboxing',
  nutrition: 'Nutrition coaching',
  youth: 'Youth training',
  groupFitness: 'Group fitness',
};

/** The avatars a team member picks from (drawn by the web app); shown when the bio has no photo. */
export const AVATARS = ['kettlebell', 'dumbbell', 'runner', 'lotus', 'bike', 'wave'] as const;
export type Avatar = (typeof AVATARS)[number];

export const AVATAR_LABELS: Readonly<Record<Avatar, string>> = {
  kettlebell: 'Kettlebell',
  dumbbell: 'Dumbbell',
  runner: 'Running shoe',
  lotus: 'Lotus',
  bike: 'Bicycle',
  wave: 'Wave',
};

export const SOCIAL_KINDS = [
  'website',
  'instagram',
  'facebook',
  'linkedin',
  'youtube',
  'tiktok',
] as const;
export type SocialKind = (typeof SOCIAL_KINDS)[number];

export const SOCIAL_LABELS: Readonly<Record<SocialKind, string>> = {
  website: 'Website',
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

export const JOB_TITLE_MAX = 80;
export const ABOUT_MAX = 2000;
export const SPECIALTIES_MAX = 6;
export const CERTIFICATIONS_MAX = 10;
export const CERTIFICATION_NAME_MAX = 120;
export const URL_MAX = 300;
export const TESTIMONIAL_MAX = 1000;
export const AUTHOR_NAME_MAX = 80;
/** How long before a certification expires the profile warns of it. */
export const CERTIFICATION_WARNING_DAYS = 90;

/** The image types a bio's photo may be (docs/decisions/0037), and its largest size. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
export const PHOTO_MAX_BYTES = 300 * 1024;
/** The length of the largest photo written in base64, as the API takes it. */
export const PHOTO_MAX_BASE64_LENGTH = Math.ceil(PHOTO_MAX_BYTES / 3) * 4;

export const BIO_MESSAGES = {
  jobTitle: 'Give your job title.',
  jobTitleLong: `A job title is ${JOB_TITLE_MAX} characters or less.`,
  specialty: 'Choose specialties from the list.',
  specialtiesMax: `Choose at most ${SPECIALTIES_MAX} specialties.`,
  specialtiesTwice: 'Choose each specialty once.',
  certificationName: 'Name the certification.',
  certificationNameLong: `A certification's name is ${CERTIFICATION_NAME_MAX} characters or less.`,
  expiresOn: 'Give the date it expires as YYYY-MM-DD.',
  certificationsMax: `List at most ${CERTIFICATIONS_MAX} certifications.`,
  socialKind: 'Choose where the link leads from the list.',
  url: 'Give a full web address starting with https://.',
  socialTwice: 'Give one link of each kind.',
  aboutLong: `About me is ${ABOUT_MAX} characters or less.`,
  avatar: 'Choose an avatar from the list.',
  authorName: 'Give your name.',
  authorNameLong: `A name is ${AUTHOR_NAME_MAX} characters or less.`,
  testimonial: 'Write your testimonial.',
  testimonialLong: `A testimonial is ${TESTIMONIAL_MAX} characters or less.`,
  photoType: 'A photo is a JPEG, PNG or WebP image.',
  photoSize: `A photo is ${PHOTO_MAX_BYTES / 1024} KB or less.`,
  photoUnreadable:
    'This photo could not be read to the end: save it again and upload it once more.',
} as const;

/** An https address: a host of dotted names, an optional port, then an optional path or query. */
const HTTPS_URL =
  /^https:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** Whether a text is an https address with a host name (http, other schemes and user names are refused). */
export function isHttpsUrl(text: string): boolean {
  return HTTPS_URL.test(text);
}

const Certification = z.object({
  name: requiredText(BIO_MESSAGES.certificationName, [
    maxLengthRule(CERTIFICATION_NAME_MAX, BIO_MESSAGES.certificationNameLong),
  ]),
  expiresOn: z
    .string({ error: BIO_MESSAGES.expiresOn })
    .refine((date) => parseIsoDate(date) !== undefined, BIO_MESSAGES.expiresOn),
});
export type Certification = z.infer<typeof Certification>;

const SocialLink = z.object({
  kind: z.enum(SOCIAL_KINDS, { error: BIO_MESSAGES.socialKind }),
  url: requiredText(BIO_MESSAGES.url, [
    maxLengthRule(URL_MAX, BIO_MESSAGES.url),
    textRule(isHttpsUrl, BIO_MESSAGES.url),
  ]),
});

/** What a team member writes in their bio (their name and clubs come from their staff account). */
export const BioFields = z.object({
  jobTitle: requiredText(BIO_MESSAGES.jobTitle, [
    maxLengthRule(JOB_TITLE_MAX, BIO_MESSAGES.jobTitleLong),
  ]),
  specialties: z
    .array(z.enum(SPECIALTIES, { error: BIO_MESSAGES.specialty }), {
      error: BIO_MESSAGES.specialty,
    })
    .max(SPECIALTIES_MAX, BIO_MESSAGES.specialtiesMax)
    .refine((list) => new Set(list).size === list.length, BIO_MESSAGES.specialtiesTwice),
  certifications: z.array(Certification).max(CERTIFICATIONS_MAX, BIO_MESSAGES.certificationsMax),
  socialLinks: z
    .array(SocialLink)
    .refine(
      (links) => new Set(links.map((link) => link.kind)).size === links.length,
      BIO_MESSAGES.socialTwice,
    ),
  about: optionalText([maxLengthRule(ABOUT_MAX, BIO_MESSAGES.aboutLong)]).transform(
    (about) => about ?? '',
  ),
  avatar: z.enum(AVATARS, { error: BIO_MESSAGES.avatar }),
});
export type BioFields = z.infer<typeof BioFields>;

/** A testimonial as a member or visitor writes it. */
export const TestimonialFields = z.object({
  authorName: requiredText(BIO_MESSAGES.authorName, [
    maxLengthRule(AUTHOR_NAME_MAX, BIO_MESSAGES.authorNameLong),
  ]),
  authorEmail: accountEmailSchema,
  body: requiredText(BIO_MESSAGES.testimonial, [
    maxLengthRule(TESTIMONIAL_MAX, BIO_MESSAGES.testimonialLong),
  ]),
});
export type TestimonialFields = z.infer<typeof TestimonialFields>;

export type CertificationState = 'valid' | 'expiresSoon' | 'expired';

/**
 * A certification's state on the club's clock: expired after its expiry day, expiring soon from
 * 90 days before it, otherwise valid; with the days left (negative once expired).
 */
export function certificationState(
  expiresOn: IsoDate,
  now: Date,
  timeZone: string,
): { state: CertificationState; daysLeft: number } {
  const daysLeft = daysBetween(calendarDateInZone(now, timeZone), expiresOn);
  const state =
    daysLeft < 0 ? 'expired' : daysLeft <= CERTIFICATION_WARNING_DAYS ? 'expiresSoon' : 'valid';
  return { state, daysLeft };
}

/** The warning a profile shows for a certification, or undefined when it is valid for long. */
export function certificationWarning(
  certification: Certification,
  now: Date,
  timeZone: string,
): string | undefined {
  const { state, daysLeft } = certificationState(certification.expiresOn, now, timeZone);
  if (state === 'expired') return `${certification.name} expired on ${certification.expiresOn}.`;
  if (state === 'expiresSoon')
    return `${certification.name} expires on ${certification.expiresOn}, in ${daysLeft === 1 ? '1 day' : `${daysLeft} days`}.`;
  return undefined;
}

/** The public address part of a team member's bio: their name in lower case words with dashes. */
export function bioSlugOf(displayName: string): string {
  // Compatibility forms first (ligatures, full-width letters), then the accents.
  const slug = withoutAccents(displayName.normalize('NFKD'))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'trainer';
}

/** How many testimonials one client address may send in a window, and one email. */
export const TESTIMONIALS_PER_ADDRESS = 5;
export const TESTIMONIALS_PER_EMAIL = 3;
export const TESTIMONIAL_RATE_WINDOW_MS = 60 * 60 * 1000;

/** Whether the bytes at `offset` are these (an ASCII text or byte values). */
function startsWith(bytes: Uint8Array, expected: string | readonly number[], offset = 0): boolean {
  const values =
    typeof expected === 'string' ? [...expected].map((char) => char.charCodeAt(0)) : expected;
  return values.every((value, index) => bytes[offset + index] === value);
}

/**
 * A photo's real type, read from its first bytes (never its name or what a browser claims):
 * JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A 1A 0A`, WebP `RIFF` then `WEBP` at byte 8.
 */
export function photoTypeOf(bytes: Uint8Array): PhotoType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'image/webp';
  return undefined;
}

/** The one rule of a bio's photo: a JPEG, PNG or WebP image of at most 300 KB; its type, or why not. */
export function checkPhoto(bytes: Uint8Array): Outcome<PhotoType, string> {
  if (bytes.length > PHOTO_MAX_BYTES) return fail(BIO_MESSAGES.photoSize);
  const type = photoTypeOf(bytes);
  return type ? succeed(type) : fail(BIO_MESSAGES.photoType);
}
