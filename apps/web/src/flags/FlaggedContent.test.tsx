// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_FLAG_VALUES } from '@clubjoin/domain/flags/featureFlags';
import { FlaggedContent } from './FlaggedContent';

afterEach(cleanup);

const evaluated = (clickToCancel: boolean) => ({
  flags: { ...DEFAULT_FLAG_VALUES, 'click-to-cancel': clickToCancel },
  ready: true,
});

function renderFlagged(flags: Parameters<typeof FlaggedContent>[0]['flags']) {
  return render(
    <FlaggedContent flags={flags} flag="click-to-cancel">
      <button type="button">Cancel online</button>
    </FlaggedContent>,
  );
}

describe('content a feature flag turns on (docs/decisions/0008)', () => {
  it('shows when the flag is on', () => {
    renderFlagged(evaluated(true));
    expect(screen.getByRole('button', { name: 'Cancel online' })).toBeTruthy();
  });

  it('is left out when the flag is off', () => {
    const { container } = renderFlagged(evaluated(false));
    expect(container.innerHTML).toBe('');
  });

  it('holds its place unseen and out of reach while the flags load', () => {
    const { container } = renderFlagged({ flags: DEFAULT_FLAG_VALUES, ready: false });
    expect(screen.queryByRole('button', { name: 'Cancel online' })).toBeNull();
    const holder = container.firstElementChild;
    expect(holder?.getAttribute('aria-hidden')).toBe('true');
    expect(holder?.hasAttribute('inert')).toBe(true);
    expect(holder?.textContent).toBe('Cancel online');
  });
});
