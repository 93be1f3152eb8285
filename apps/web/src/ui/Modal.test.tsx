// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

afterEach(cleanup);

/** A page with a button that opens a modal holding two buttons. */
function Page({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Modal
        open={open}
        title="Summer pool access"
        onClose={close}
        actions={
          <>
            <button type="button">Add pool access</button>
            <button type="button" onClick={close}>
              No thanks
            </button>
          </>
        }
      >
        <p>Swim all summer long.</p>
      </Modal>
    </>
  );
}

async function openModal(onClose?: () => void) {
  const user = userEvent.setup();
  render(<Page onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Open details' }));
  return { user, dialog: screen.getByRole('dialog') };
}

describe('Modal', () => {
  it('is a modal dialog named by its title and described by its body', async () => {
    const { dialog } = await openModal();

    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Summer pool access',
    );
    expect(
      document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Swim all summer long.');
    expect(screen.getByRole('dialog', { name: 'Summer pool access' })).toBe(dialog);
  });

  it('moves focus to its first control when it opens', async () => {
    await openModal();

    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add pool access' }));
  });

  it('keeps Tab and Shift+Tab inside, wrapping at both ends', async () => {
    const { user } = await openModal();
    const first = screen.getByRole('button', { name: 'Add pool access' });
    const last = screen.getByRole('button', { name: 'No thanks' });

    await user.tab();
    expect(document.activeElement).toBe(last);
    await user.tab();
    expect(document.activeElement).toBe(first);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const onClose = vi.fn();
    const { user } = await openModal(onClose);

    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open details' }));
  });

  it('gives focus back when one of its own buttons closes it', async () => {
    const { user } = await openModal();

    await user.click(screen.getByRole('button', { name: 'No thanks' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open details' }));
  });

  it('makes the app behind inert while open, until the last modal closes', async () => {
    const app = document.createElement('div');
    app.id = 'root';
    document.body.append(app);
    const { user } = await openModal();
    const second = render(
      <Modal open title="Second" onClose={() => undefined}>
        <p>Another</p>
      </Modal>,
    );
    expect(app.hasAttribute('inert')).toBe(true);

    second.unmount();
    expect(app.hasAttribute('inert')).toBe(true);
    await user.keyboard('{Escape}');
    expect(app.hasAttribute('inert')).toBe(false);
    app.remove();
  });

  it('keeps focus on a dialog that holds nothing focusable', async () => {
    const user = userEvent.setup();
    render(
      <Modal open title="Saving" onClose={() => undefined}>
        <p>One moment.</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Saving' });
    expect(document.activeElement).toBe(dialog);

    await user.tab();
    expect(document.activeElement).toBe(dialog);
  });

  it('opens a long read at its start: focus on the dialog, then Tab to its actions', async () => {
    const user = userEvent.setup();
    render(
      <Modal
        open
        longRead
        title="Membership Agreement"
        onClose={() => undefined}
        actions={<button type="button">Close</button>}
      >
        <p>Every clause.</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Membership Agreement' });
    expect(document.activeElement).toBe(dialog);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('is an alertdialog when it interrupts', () => {
    render(
      <Modal open role="alertdialog" title="Session Reset" onClose={() => undefined}>
        <p>Reset.</p>
      </Modal>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Session Reset' })).toBeTruthy();
  });

  it('renders nothing while closed', () => {
    render(
      <Modal open={false} title="Hidden" onClose={() => undefined}>
        <p>Not shown</p>
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
