import { accountEmailSchema } from '@clubjoin/domain/validation/email';
import { fieldsPassed } from '@clubjoin/domain/validation/fieldsPassed';
import { newPasswordSchema, PASSWORD_REQUIRED_MESSAGE } from '@clubjoin/domain/validation/password';
import { requiredText } from '@clubjoin/domain/validation/textField';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { OpaqueId } from './id';

/**
 * An employee id (product/membership-and-promotions.md#coupons: the referral coupon supplies it;
 * product/club-and-entry.md#employee-ids-in-links: a decoded id of 0 means none, so a caller leaves
 * the field out instead). Digits, as the catalog's employee referral coupons hold.
 */
export const EmployeeId = z.string().regex(/^\d{4,9}$/, 'An employee id is 4 to 9 digits');

/**
 * The token an identity reservation answers: the proof that changes or claims it
 * (product/accounts-and-sign-in.md#create-account).
 */
export const UpdateToken = z
  .string()
  .regex(/^[\w-]{43}$/, 'An update token is the one the identity reservation answered');

/**
 * Whether an account exists for an email (product/accounts-and-sign-in.md#get-started;
 * #account-identities).
 */
export const AccountExistsRequest = z
  .object({ emailAddress: accountEmailSchema })
  .meta({ id: 'AccountExistsRequest' });
export type AccountExistsRequest = z.input<typeof AccountExistsRequest>;

/**
 * Only whether the account exists: nothing else about it is told
 * (product/accounts-and-sign-in.md#account-identities: returns boolean).
 */
export const AccountExistsResponse = z
  .object({ exists: z.boolean() })
  .meta({ id: 'AccountExistsResponse' });
export type AccountExistsResponse = z.infer<typeof AccountExistsResponse>;

/** partyId and updateToken name one reservation, so they come together or not at all. */
export const RESERVATION_PAIR_MESSAGE =
  'Send both partyId and updateToken to change a reserved identity, or neither to reserve a new one.';

/**
 * Reserving an identity (product/accounts-and-sign-in.md#create-account, #account-identities): the
 * username is the email (get-started rules), the password follows every create-account rule, not
 * matching the username included (product/member-forms.md#password). A first reservation sends
 * neither partyId nor updateToken; sending both back changes that reservation (say, after going
 * back to fix the password) instead of making another.
 */
export const ReserveIdentityRequest = z
  .object({
    employeeId: EmployeeId.optional(),
    username: accountEmailSchema,
    password: requiredText(PASSWORD_REQUIRED_MESSAGE),
    partyId: OpaqueId.optional(),
    updateToken: UpdateToken.optional(),
  })
  .superRefine(
    ({ username, password }, ctx) => {
      // A bad username has its own message; the password is then checked with no username.
      const checked = newPasswordSchema(typeof username === 'string' ? username : '').safeParse(
        password,
      );
      const message = checked.error?.issues[0]?.message;
      if (message !== undefined) ctx.addIssue({ code: 'custom', path: ['password'], message });
    },
    { when: (payload) => fieldsPassed(payload, ['password']) },
  )
  .superRefine(({ partyId, updateToken }, ctx) => {
    if ((partyId === undefined) !== (updateToken === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [partyId === undefined ? 'partyId' : 'updateToken'],
        message: RESERVATION_PAIR_MESSAGE,
      });
    }
  })
  .meta({ id: 'ReserveIdentityRequest' });
export type ReserveIdentityRequest = z.input<typeof ReserveIdentityRequest>;

/**
 * The reserved identity (product/accounts-and-sign-in.md#account-identities): its party id, and the
 * token that lets this caller change it.
 */
export const ReserveIdentityResponse = z
  .object({ partyId: OpaqueId, updateToken: z.string() })
  .meta({ id: 'ReserveIdentityResponse' });
export type ReserveIdentityResponse = z.infer<typeof ReserveIdentityResponse>;

/**
 * POST exists with emailAddress (product/accounts-and-sign-in.md#account-identities,
 * product/decisions-and-platform.md#services-and-their-addresses); 429 past the limits per email
 * and per client address.
 */
export const accountExists = defineEndpoint({
  method: 'POST',
  path: '/api/membership/v1/userIdentity/exists',
  summary:
    'Whether an account exists for an email address (429 with retry-after past the limits per email and per client address)',
  tags: ['identity'],
  body: AccountExistsRequest,
  status: 200,
  response: AccountExistsResponse,
});

/**
 * POST /membership/v1/userIdentity (product/accounts-and-sign-in.md#account-identities): reserves
 * an identity, or changes the caller's own reservation; 409 when the username belongs to an account
 * or the reservation can no longer be changed. A repeat with the same Idempotency-Key answers the
 * same party id with a new token. 429 past the limits per email and per client address.
 */
export const reserveIdentity = defineEndpoint({
  method: 'POST',
  path: '/api/membership/v1/userIdentity',
  summary:
    'Reserve a user identity (username and password) for a new account; a reservation nothing was bought with is replaced by the next one for its email; needs an Idempotency-Key header; 429 with retry-after past the limits per email and per client address',
  tags: ['identity'],
  body: ReserveIdentityRequest,
  status: 201,
  response: ReserveIdentityResponse,
});

/** A one-time activation token, as the activation link carries it. */
export const ActivationToken = z.string().regex(/^[\w-]{43}$/, 'This is not an activation token.');

/** Using an activation link (product/accounts-and-sign-in.md#login-problems). */
export const ActivateAccountRequest = z
  .object({ token: ActivationToken })
  .meta({ id: 'ActivateAccountRequest' });

export const ActivateAccountResponse = z
  .object({ username: z.string(), message: z.string() })
  .meta({ id: 'ActivateAccountResponse' });
export type ActivateAccountResponse = z.infer<typeof ActivateAccountResponse>;

/**
 * POST /membership/v1/userIdentity/activation: proves the email by the link's token and activates
 * its account; 400 when the link is unknown, used or expired.
 */
export const activateAccount = defineEndpoint({
  method: 'POST',
  path: '/api/membership/v1/userIdentity/activation',
  summary: 'Activate an account with the one-time token of its activation link',
  tags: ['identity'],
  body: ActivateAccountRequest,
  status: 200,
  response: ActivateAccountResponse,
});

/**
 * Asking for a new activation email (product/accounts-and-sign-in.md#login-problems: the
 * not-activated login's resend link).
 */
export const ActivationEmailRequest = z
  .object({ emailAddress: accountEmailSchema })
  .meta({ id: 'ActivationEmailRequest' });

export const ActivationEmailResponse = z
  .object({ message: z.string() })
  .meta({ id: 'ActivationEmailResponse' });

/**
 * POST /membership/v1/userIdentity/activationEmail: sends a new activation link to an account
 * awaiting activation. The answer is the same whether or not there is one; 429 past the limits.
 */
export const requestActivationEmail = defineEndpoint({
  method: 'POST',
  path: '/api/membership/v1/userIdentity/activationEmail',
  summary:
    'Send a new activation email to the account of an address, if it awaits activation (rate-limited per address and client)',
  tags: ['identity'],
  body: ActivationEmailRequest,
  status: 202,
  response: ActivationEmailResponse,
});
