import { describe, expect, it } from 'vitest';
import type { CallErrors } from './callErrors';
import { NO_CALL_ERRORS, holdsCallError, recordCallFailure, recordCallSuccess } from './callErrors';

const clubs = 'GET /api/content/clubs/12';
const product = 'GET /api/product/club/12/default';

describe('the errors held per URL (product/errors-and-messages.md#tracked-calls)', () => {
  it.each<[string, CallErrors, CallErrors]>([
    ['a failed request records its error', NO_CALL_ERRORS, { [clubs]: 'Club down' }],
    [
      'a second failing URL is held beside the first',
      { [product]: 'Product down' },
      { [product]: 'Product down', [clubs]: 'Club down' },
    ],
    [
      'a URL that fails again keeps its latest error',
      { [clubs]: 'Timeout' },
      { [clubs]: 'Club down' },
    ],
  ])('%s', (_rule, before, after) => {
    expect(recordCallFailure(before, clubs, 'Club down')).toEqual(after);
  });

  it.each<[string, CallErrors, CallErrors]>([
    ["a success clears that URL's error", { [clubs]: 'Club down' }, {}],
    [
      "a success leaves other URLs' errors held",
      { [clubs]: 'Club down', [product]: 'Product down' },
      { [product]: 'Product down' },
    ],
  ])('%s', (_rule, before, after) => {
    expect(recordCallSuccess(before, clubs)).toEqual(after);
  });

  it('a success of a URL that held no error changes nothing, not even the object', () => {
    const held: CallErrors = { [product]: 'Product down' };
    expect(recordCallSuccess(held, clubs)).toBe(held);
  });

  it.each<[string, CallErrors, boolean]>([
    ['no error held: the error modal is closed', NO_CALL_ERRORS, false],
    ['one error held: the error modal is open', { [clubs]: 'Club down' }, true],
  ])('%s', (_rule, errors, open) => {
    expect(holdsCallError(errors)).toBe(open);
  });
});
