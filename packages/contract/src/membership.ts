import { EMAIL_MAX_LENGTH, emailRules } from '@clubjoin/domain/validation/email';
import { optionalText } from '@clubjoin/domain/validation/textField';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { OpaqueId } from './id';
import { EmployeeId } from './identity';

/**
 * One member of an existing membership (product/member-forms.md#member-fields: primaryMember's
 * fields; additional and junior members have the same shape). Dates are 'YYYY-MM-DD', phones digits
 * only (product/member-forms.md#phone); a field the member system never held (a junior's email,
 * say) is null.
 */
export const MembershipMember = z
  .object({
    memberId: OpaqueId,
    partyId: OpaqueId,
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.iso.date(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    gender: z.enum(['Male', 'Female']).nullable(),
    street: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable().describe('The state or province abbreviation'),
    country: z.enum(['US', 'CA']).nullable(),
    zip: z.string().nullable(),
  })
  .meta({ id: 'MembershipMember' });
export type MembershipMember = z.infer<typeof MembershipMember>;

/**
 * The existing-membership lookup answer
 * (product/accounts-and-sign-in.md#existing-membership-lookup). The status is as the member system
 * stores it and may be one the spec does not name (rejoin eligibility reads that as an unknown
 * status).
 */
export const ExistingMembership = z
  .object({
    membershipStatus: z.string(),
    terminationReason: z.string().nullable(),
    isDigital: z.boolean(),
    isFreemium: z.boolean(),
    primaryMember: MembershipMember,
    additionalMembers: z.array(MembershipMember),
    juniorMembers: z.array(MembershipMember),
  })
  .meta({ id: 'ExistingMembership' });
export type ExistingMembership = z.infer<typeof ExistingMembership>;

/**
 * The lookup's query (product/accounts-and-sign-in.md#existing-membership-lookup:
 * adjustMemberTypes, email, employeeId), unnamed as every query is. email and employeeId, when
 * given, must be the signed-in account's; adjustMemberTypes=true lists former juniors who are 14 or
 * older today among the additional members.
 */
export const ExistingMembershipQuery = z.object({
  adjustMemberTypes: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  email: optionalText(emailRules(EMAIL_MAX_LENGTH)),
  employeeId: EmployeeId.optional(),
});

/**
 * GET /membership/v1/membership (product/accounts-and-sign-in.md#existing-membership-lookup): the
 * signed-in member's latest membership.
 */
export const getExistingMembership = defineEndpoint({
  method: 'GET',
  path: '/api/membership/v1/membership',
  summary:
    "The signed-in member's latest membership as its primary member (SSO cookie or X-LTF-SSOID). 401 'Expired SSO Session', 403 when email or employeeId is not the account's, 404 when there is none.",
  tags: ['membership'],
  query: ExistingMembershipQuery,
  status: 200,
  response: ExistingMembership,
});
