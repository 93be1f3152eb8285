// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CounterLimits } from '@clubjoin/domain/wizard/quantities';
import { Counter } from './Counter';

afterEach(cleanup);

const oneToFour: CounterLimits = { min: 1, max: 4 };

/** A counter whose value lives in the page, as the Add Members step keeps it in its store. */
function Adults({ start, limits = oneToFour }: { start: number; limits?: CounterLimits }) {
  const [value, setValue] = useState(start);
  return (
    <Counter
      label="Adults"
      hint="Ages 14 and up"
      value={value}
      limits={limits}
      onChange={setValue}
      addLabel="Add an adult"
      removeLabel="Remove an adult"
    />
  );
}

function setup(start: number, limits?: CounterLimits) {
  const user = userEvent.setup();
  render(<Adults start={start} limits={limits} />);
  return {
    user,
    field: screen.getByRole('spinbutton', { name: 'Adults' }) as HTMLInputElement,
    add: screen.getByRole('button', { name: 'Add an adult' }),
    remove: screen.getByRole('button', { name: 'Remove an adult' }),
    status: () => screen.getByRole('status').textContent,
  };
}

describe('Counter (product/membership-and-promotions.md#the-quantity-counter)', () => {
  it.each<[string, string, string]>([
    ['a count within the limits is kept', '3', '3'],
    ['a count above max becomes max', '9', '4'],
    ['a count of several digits above max becomes max', '12', '4'],
    ['a count below min becomes min', '0', '1'],
  ])('typing: %s', async (_rule, typed, shown) => {
    const { user, field } = setup(2);

    await user.clear(field);
    await user.type(field, typed);

    expect(field.value).toBe(shown);
    expect(field.getAttribute('aria-valuenow')).toBe(shown);
  });

  it('blocks keypresses that are not digits', async () => {
    const { user, field } = setup(2);

    await user.type(field, 'a-.e ');

    expect(field.value).toBe('2');
  });

  it('lets the field be emptied while typing, and gives min when left empty', async () => {
    const { user, field } = setup(3);

    await user.clear(field);
    expect(field.value).toBe('');
    await user.tab();

    expect(field.value).toBe('1');
  });

  it.each<[string, number, { add: string; remove: string }]>([
    ['at min, remove is disabled', 1, { add: 'false', remove: 'true' }],
    ['between the limits, both work', 2, { add: 'false', remove: 'false' }],
    ['at max, add is disabled', 4, { add: 'true', remove: 'false' }],
  ])('%s', (_rule, start, disabled) => {
    const { add, remove } = setup(start);

    expect({
      add: add.getAttribute('aria-disabled'),
      remove: remove.getAttribute('aria-disabled'),
    }).toEqual(disabled);
  });

  it('adds and removes with its buttons, never past the limits, announcing each change', async () => {
    const { user, field, add, remove, status } = setup(3);
    expect(status()).toBe('');

    await user.click(add);
    expect(field.value).toBe('4');
    expect(status()).toBe('Adults: 4');
    await user.click(add);
    expect(field.value).toBe('4');

    await user.click(remove);
    expect(field.value).toBe('3');
    expect(status()).toBe('Adults: 3');
  });

  it('keeps keyboard focus on a button that reaches its limit', async () => {
    const { user, add } = setup(3);

    add.focus();
    await user.keyboard('{Enter}');

    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(add);
  });

  it.each<[string, string, number, string]>([
    ['ArrowUp adds one', '{ArrowUp}', 2, '3'],
    ['ArrowDown removes one', '{ArrowDown}', 2, '1'],
    ['ArrowDown stops at min', '{ArrowDown}', 1, '1'],
    ['Home goes to min', '{Home}', 3, '1'],
    ['End goes to max', '{End}', 2, '4'],
  ])('as a spinbutton: %s', async (_rule, keys, start, shown) => {
    const { user, field, status } = setup(start);

    field.focus();
    await user.keyboard(keys);

    expect(field.value).toBe(shown);
    expect(status()).toBe(shown === String(start) ? '' : `Adults: ${shown}`);
  });

  it('has no max for an unlimited counter, and End leaves the count alone', async () => {
    const { user, field } = setup(5, { min: 0, max: Infinity });

    field.focus();
    await user.keyboard('{End}');

    expect(field.getAttribute('aria-valuemax')).toBeNull();
    expect(field.value).toBe('5');
  });

  it('describes the field with its hint', () => {
    const { field } = setup(1);

    const hint = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Ages 14 and up');
  });
});
