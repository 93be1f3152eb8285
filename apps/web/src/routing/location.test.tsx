// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router, useLocation } from 'wouter';
import { browserLocation, useFirstEntryMarked, useHistoryEntry } from './location';

/** Shows the entry as the app reads it, with two navigations of the app. */
function Entry() {
  useFirstEntryMarked();
  const { key, state } = useHistoryEntry();
  const [, navigate] = useLocation();
  return (
    <>
      <p>{`${key} ${JSON.stringify(state)}`}</p>
      <button onClick={() => navigate('/join/club', { state: { reason: 'invalidClub' } })}>
        Go
      </button>
      <button onClick={() => navigate('/join/club', { replace: true })}>Replace</button>
    </>
  );
}

afterEach(cleanup);

describe('the app’s history entries', () => {
  it('mark the first entry, give each navigation a key and state, and stay put on a fragment jump', () => {
    render(
      <Router hook={browserLocation}>
        <Entry />
      </Router>,
    );
    expect(screen.getByRole('paragraph').textContent).toBe('default null');
    expect(history.state).toEqual({ key: 'default', usr: null });

    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    const arrived = screen.getByRole('paragraph').textContent;
    expect(arrived).toMatch(/^\w+ \{"reason":"invalidClub"\}$/);
    expect(arrived).not.toMatch(/^default/);

    // The skip link: the browser adds an entry without state for the fragment.
    act(() => history.pushState(null, '', '#main-content'));
    expect(screen.getByRole('paragraph').textContent).toBe(arrived);

    fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect(screen.getByRole('paragraph').textContent).not.toBe(arrived);
  });
});
