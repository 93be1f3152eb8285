// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion } from './Accordion';

afterEach(cleanup);

function Details({ startExpanded }: { startExpanded: boolean }) {
  const [expanded, setExpanded] = useState(startExpanded);
  return (
    <Accordion title="Additional details" expanded={expanded} onToggle={setExpanded}>
      <p>Access to every club of your tier.</p>
    </Accordion>
  );
}

describe('Accordion (product/wizard.md#shared-screen-parts)', () => {
  it.each([
    { state: 'collapsed', startExpanded: false, expanded: 'false', hidden: true },
    { state: 'expanded', startExpanded: true, expanded: 'true', hidden: false },
  ])('starts $state as its owner says', ({ startExpanded, expanded, hidden }) => {
    render(<Details startExpanded={startExpanded} />);

    const toggle = screen.getByRole('button', { name: 'Additional details' });
    expect(toggle.getAttribute('aria-expanded')).toBe(expanded);
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(hidden);
    expect(toggle.closest('h3')).not.toBeNull();
  });

  it('opens and closes from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Details startExpanded={false} />);
    const toggle = screen.getByRole('button', { name: 'Additional details' });

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Access to every club of your tier.')).toBeTruthy();
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
