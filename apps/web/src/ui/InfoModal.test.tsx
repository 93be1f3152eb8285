// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfoModal } from './InfoModal';

afterEach(cleanup);

describe('InfoModal (product/wizard.md#shared-screen-parts: image, title, text, disclaimer, button)', () => {
  it('shows its parts in a dialog that its button closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <InfoModal
        open
        title="Beach club"
        image={{ src: '/pool.jpg', alt: 'The outdoor pool' }}
        text="Outdoor pools all summer."
        disclaimer="Season dates vary by club."
        buttonLabel="Got it"
        onClose={onClose}
      />,
    );

    const dialog = screen.getByRole('dialog', { name: 'Beach club' });
    expect(screen.getByRole('img', { name: 'The outdoor pool' }).getAttribute('src')).toBe(
      '/pool.jpg',
    );
    expect(dialog.textContent).toBe(
      'Beach clubOutdoor pools all summer.Season dates vary by club.Got it',
    );
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
