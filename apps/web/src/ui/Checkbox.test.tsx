// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';

afterEach(cleanup);

describe('Checkbox', () => {
  it('is named by its label, described by its description, and toggled from either', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Pickleball" description="Courts at most clubs" />);

    const box = screen.getByRole('checkbox', { name: /^Pickleball/ }) as HTMLInputElement;
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Courts at most clubs',
    );
    await user.click(screen.getByText('Courts at most clubs'));
    expect(box.checked).toBe(true);
    await user.click(screen.getByText('Pickleball'));
    expect(box.checked).toBe(false);
  });

  it('has no description link without a description', () => {
    render(<Checkbox label="Tennis" />);

    expect(screen.getByRole('checkbox', { name: 'Tennis' }).hasAttribute('aria-describedby')).toBe(
      false,
    );
  });
});
