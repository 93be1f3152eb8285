/** The login statuses (product/accounts-and-sign-in.md#login-results). */
export const LOGIN_STATUSES = [
  'Success',
  'ChangePassword',
  'AccountNotActivated',
  'AccountSuspended',
  'InvalidCredentials',
] as const;
export type LoginStatus = (typeof LOGIN_STATUSES)[number];

/**
 * The numeric login result code of each status on the wizard side
 * (product/accounts-and-sign-in.md#login-results).
 */
export const LOGIN_RESULT_CODES: Readonly<Record<LoginStatus, number>> = {
  Success: 0,
  ChangePassword: 203,
  InvalidCredentials: -201,
  AccountSuspended: -207,
  AccountNotActivated: -208,
};

/**
 * The status of a numeric login result code (product/accounts-and-sign-in.md#login-results), or
 * undefined for any other code.
 */
export function loginStatusOfCode(code: number): LoginStatus | undefined {
  return LOGIN_STATUSES.find((status) => LOGIN_RESULT_CODES[status] === code);
}

/**
 * Why a login did not go through, one per wording of
 * product/accounts-and-sign-in.md#login-problems.
 */
export type LoginProblem =
  'accountNotActivated' | 'accountSuspended' | 'incorrectPassword' | 'unexpectedError';

export type LoginOutcome =
  | { ok: true }
  | {
      ok: false;
      problem: LoginProblem;
      /** The field the message shows under (product/accounts-and-sign-in.md#login-problems). */
      slot: 'email' | 'password';
      message: string;
    };

/**
 * The wording of each login problem (product/accounts-and-sign-in.md#login-problems: described
 * there without wording; these sentences follow the descriptions). The not-activated message is the
 * one the page shows beside its resend-activation link. `phone` is the number to call.
 */
export function loginProblemMessage(problem: LoginProblem, phone: string): string {
  switch (problem) {
    case 'accountNotActivated':
      return 'Your account has not been activated yet. Please use the link in your activation email, or resend the activation email.';
    case 'accountSuspended':
      return `Your account has been suspended after too many failed login attempts. Please call ${phone}.`;
    case 'incorrectPassword':
      return 'The password you entered is incorrect. Please try again.';
    case 'unexpectedError':
      return `An unexpected error occurred. Please try again later or call ${phone}.`;
  }
}

/**
 * What a login answer means for the form (product/accounts-and-sign-in.md#login-problems): Success
 * goes on; AccountNotActivated and AccountSuspended show under the email; InvalidCredentials under
 * the password; anything else, ChangePassword and unknown statuses included, is an unexpected error
 * under the password (the sale flow has no change-password step, so it cannot go on).
 */
export function loginOutcome(status: string, phone: string): LoginOutcome {
  const fail = (problem: LoginProblem, slot: 'email' | 'password'): LoginOutcome => ({
    ok: false,
    problem,
    slot,
    message: loginProblemMessage(problem, phone),
  });
  switch (status) {
    case 'Success':
      return { ok: true };
    case 'AccountNotActivated':
      return fail('accountNotActivated', 'email');
    case 'AccountSuspended':
      return fail('accountSuspended', 'email');
    case 'InvalidCredentials':
      return fail('incorrectPassword', 'password');
    default:
      return fail('unexpectedError', 'password');
  }
}
