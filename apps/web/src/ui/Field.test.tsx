// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from './Field';

afterEach(cleanup);

/** The texts that describe a control, in the order aria-describedby lists them. */
function descriptions(control: HTMLElement): string[] {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('Field', () => {
  it.each([
    { state: 'a label alone', hint: undefined, error: undefined, described: [], invalid: null },
    {
      state: 'a hint',
      hint: 'As on your ID',
      error: undefined,
      described: ['As on your ID'],
      invalid: null,
    },
    {
      state: 'a hint and an error',
      hint: 'As on your ID',
      error: 'Please enter a first name.',
      described: ['As on your ID', 'Please enter a first name.'],
      invalid: 'true',
    },
  ])('ties $state to its control', ({ hint, error, described, invalid }) => {
    render(
      <Field label="First name" hint={hint} error={error}>
        {(control) => <input {...control} />}
      </Field>,
    );

    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(descriptions(input)).toEqual(described);
    expect(input.getAttribute('aria-invalid')).toBe(invalid);
  });
});
