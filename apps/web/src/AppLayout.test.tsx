// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OTHER_APP_PAGES } from '@clubjoin/domain/pages';
import { AppLayout } from './AppLayout';
import { LOGO_URL } from './brand/brand';
import { PRODUCT_NAME } from './brand/productName';
import { renderAt } from './testing/memoryHistory';

afterEach(cleanup);

describe('the frame of every page', () => {
  it('links the accessibility statement from its footer (product/pages.md#accessibility-statement)', () => {
    renderAt(
      '/',
      <AppLayout>
        <h1>A page</h1>
      </AppLayout>,
    );

    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByRole('link', { name: 'Accessibility statement' }).getAttribute('href'),
    ).toBe(OTHER_APP_PAGES.accessibilityStatement);
  });

  it("names the chain beside its logo in the header, linking to the join flow's start", () => {
    renderAt(
      '/',
      <AppLayout>
        <h1>A page</h1>
      </AppLayout>,
    );

    const home = within(screen.getByRole('banner')).getByRole('link', { name: PRODUCT_NAME });
    expect(home.getAttribute('href')).toBe('/join');
    expect(home.querySelector('img')?.getAttribute('src')).toBe(LOGO_URL);
  });
});
