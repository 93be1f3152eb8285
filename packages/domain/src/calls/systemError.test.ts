import { describe, expect, it } from 'vitest';
import { SYSTEM_ERROR_TITLE, systemErrorBody } from './systemError';

const body =
  'Please refresh and try to complete the enrollment process again. If you experience this error a second time, please call';

describe('the system error (product/errors-and-messages.md#the-system-error)', () => {
  it('has the title of the spec', () => {
    expect(SYSTEM_ERROR_TITLE).toBe('It looks like an error occurred in our system!');
  });

  it.each<[string, string | undefined, string]>([
    ["ends with the club's phone as (###) ###-####", '6125550143', `${body} (612) 555-0143.`],
    [
      'formats a phone given with separators the same way',
      '612.555.0143',
      `${body} (612) 555-0143.`,
    ],
    ['asks to call the club when no club is chosen yet', undefined, `${body} your club.`],
    ['asks to call the club when the club has no phone', '', `${body} your club.`],
  ])('%s', (_rule, phone, text) => {
    expect(systemErrorBody(phone)).toBe(text);
  });
});
