// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Card } from './Card';

afterEach(cleanup);

describe('Card', () => {
  it.each([
    { level: 2 as const, tag: 'H2' },
    { level: 3 as const, tag: 'H3' },
  ])('is a region named by its h$level title, with its actions', ({ level, tag }) => {
    render(
      <Card
        title="Eden Prairie"
        headingLevel={level}
        footer={<button type="button">Choose</button>}
      >
        <p>755 Prairie Center Dr</p>
      </Card>,
    );

    const card = screen.getByRole('region', { name: 'Eden Prairie' });
    expect(screen.getByRole('heading', { name: 'Eden Prairie' }).tagName).toBe(tag);
    expect(card.textContent).toBe('Eden Prairie755 Prairie Center DrChoose');
  });

  it('shows its picture across the top as decoration: the region keeps the title as its name', () => {
    render(<Card title="Monthly Membership" imageUrl="/assets/monthly.svg" />);

    const card = screen.getByRole('region', { name: 'Monthly Membership' });
    const picture = card.querySelector('img');
    expect(picture?.getAttribute('src')).toBe('/assets/monthly.svg');
    expect(picture?.getAttribute('alt')).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
    expect(card.firstElementChild).toBe(picture);
  });
});
