import { z } from 'zod';
import { accountEmailSchema, loginEmailSchema } from './email';
import { fieldsPassed } from './fieldsPassed';
import { loginPasswordSchema, PASSWORD_REQUIRED_MESSAGE, passwordRules } from './password';
import { firstBrokenRule, requiredText } from './textField';

/** The get-started form (product/accounts-and-sign-in.md#get-started): one email field. */
export const getStartedFormSchema = z.object({ email: accountEmailSchema });

/**
 * The create-account form (product/accounts-and-sign-in.md#create-account): the email (shown
 * read-only, it is the username) and a new password that follows every password rule, including not
 * matching that username.
 */
export const createAccountFormSchema = z
  .object({ email: accountEmailSchema, password: requiredText(PASSWORD_REQUIRED_MESSAGE) })
  .superRefine(
    ({ email, password }, ctx) => {
      // A missing email has its own message; the password is then checked with no username.
      const username = typeof email === 'string' ? email : '';
      const message = firstBrokenRule(password, passwordRules(username));
      if (message !== undefined) ctx.addIssue({ code: 'custom', path: ['password'], message });
    },
    { when: (payload) => fieldsPassed(payload, ['password']) },
  );

/**
 * The login form (product/accounts-and-sign-in.md#log-in): the prefilled email and a required
 * password.
 */
export const loginFormSchema = z.object({ email: loginEmailSchema, password: loginPasswordSchema });
