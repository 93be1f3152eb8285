import { OpaqueId } from '@clubjoin/contract/id';
import { EmployeeId } from '@clubjoin/contract/identity';
import { MembershipMember } from '@clubjoin/contract/membership';
import { RecentClubs } from '@clubjoin/contract/profile';
import { accountEmailSchema } from '@clubjoin/domain/validation/email';
import { newStaffSchema } from '@clubjoin/domain/staff/staffForms';
import { newPasswordSchema } from '@clubjoin/domain/validation/password';
import { PHONE_INVALID_MESSAGE } from '@clubjoin/domain/validation/phone';
import { PHONE_DIGITS_PATTERN } from '@clubjoin/domain/validation/phoneNumber';
import { z } from 'zod';
import { isPasswordHash } from '../modules/identity/passwordHash';

/**
 * The guest-pass figures a demo profile was last cached with
 * (product/accounts-and-sign-in.md#guest-passes).
 */
const DemoProfile = z
  .object({
    lastCacheDate: z.iso.date(),
    clubVisits: z.number().int().min(0),
    guestPassPeriod: z.enum(['month', 'year']),
    guestPassBalance: z.number().int().min(0),
    guestPassTotal: z.number().int().min(0),
    recentClubs: RecentClubs,
  })
  .strict()
  .refine((profile) => profile.guestPassBalance <= profile.guestPassTotal, {
    path: ['guestPassBalance'],
    message: 'A guest-pass balance is at most its total',
  });

/**
 * A demo account (data/demo/accounts.json). `password` is the documented dev-only password and
 * follows the create-account rules; `passwordHash` is its scrypt hash, precomputed by
 * data/scripts/hashDemoPasswords.ts so that loading costs no hashing. `purpose` says what the
 * account demonstrates (the README lists it).
 */
export const DemoAccount = z
  .object({
    username: accountEmailSchema,
    password: z.string(),
    passwordHash: z.string().refine(isPasswordHash, 'Run data/scripts/hashDemoPasswords.ts'),
    partyId: OpaqueId,
    employeeId: EmployeeId.nullable(),
    activated: z.boolean(),
    suspendedByStaff: z.boolean(),
    mustChangePassword: z.boolean(),
    purpose: z.string().min(1),
    profile: DemoProfile.optional(),
  })
  .strict()
  .superRefine((account, ctx) => {
    const checked = newPasswordSchema(account.username).safeParse(account.password);
    const message = checked.error?.issues[0]?.message;
    if (message !== undefined) ctx.addIssue({ code: 'custom', path: ['password'], message });
  });
export type DemoAccount = z.infer<typeof DemoAccount>;

/**
 * A member of a demo membership; phones are digits only, as the lookup answers them
 * (product/member-forms.md#phone).
 */
const DemoMember = MembershipMember.strict().refine(
  (member) => member.phoneNumber === null || PHONE_DIGITS_PATTERN.test(member.phoneNumber),
  { path: ['phoneNumber'], message: PHONE_INVALID_MESSAGE },
);

/**
 * A demo membership (data/demo/memberships.json), shaped as the lookup answers it
 * (product/accounts-and-sign-in.md#existing-membership-lookup).
 */
export const DemoMembership = z
  .object({
    membershipId: z.string().min(1),
    mmsClubId: z.string().regex(/^\d{1,6}$/, 'A club id is 1 to 6 digits'),
    membershipStatus: z.string().min(1),
    terminationReason: z.string().min(1).nullable(),
    isDigital: z.boolean(),
    isFreemium: z.boolean(),
    membershipLevel: z.string().min(1),
    startedOn: z.iso.date(),
    primaryMember: DemoMember,
    additionalMembers: z.array(DemoMember),
    juniorMembers: z.array(DemoMember),
  })
  .strict();
export type DemoMembership = z.infer<typeof DemoMembership>;

/**
 * A demo team member (data/demo/staff.json): the fields of the staff screen's new team member
 * (the dev-only `password` follows its rules), a fixed `staffId`, the `passwordHash` precomputed
 * by data/scripts/hashDemoPasswords.ts, and the `purpose` the README lists.
 */
export const DemoStaff = z
  .object({
    staffId: z.uuid(),
    email: z.string(),
    password: z.string(),
    passwordHash: z.string().refine(isPasswordHash, 'Run data/scripts/hashDemoPasswords.ts'),
    displayName: z.string(),
    role: z.string(),
    clubIds: z.array(z.string()),
    purpose: z.string().min(1),
  })
  .strict()
  .transform((record, ctx) => {
    const { staffId, passwordHash, purpose, ...form } = record;
    const checked = newStaffSchema.safeParse(form);
    if (!checked.success) {
      for (const { path, message } of checked.error.issues) {
        ctx.addIssue({ code: 'custom', path, message });
      }
      return z.NEVER;
    }
    const { password: _password, ...staff } = checked.data;
    return { ...staff, staffId, passwordHash, purpose };
  });
export type DemoStaff = z.output<typeof DemoStaff>;
