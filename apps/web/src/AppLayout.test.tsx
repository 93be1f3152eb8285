// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { OTHER_APP_PAGES } from '@clubjoin/domain/pages';
import { AppLayout } from './AppLayout';
import { LOGO_URL } from './brand/brand';
import { PRODUCT_NAME } from './brand/productName';

afterEach(cleanup);

describe('the frame of every page', () => {
  it('links the accessibility statement from its footer (product/pages.md#accessibility-statement)', () => {
    const router = createMemoryRouter(
      [{ element: <AppLayout />, children: [{ path: '/', element: <h1>A page</h1> }] }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);

    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByRole('link', { name: 'Accessibility statement' }).getAttribute('href'),
    ).toBe(OTHER_APP_PAGES.accessibilityStatement);
  });

  it("names the chain beside its logo in the header, linking to the join flow's start", () => {
    const router = createMemoryRouter(
      [{ element: <AppLayout />, children: [{ path: '/', element: <h1>A page</h1> }] }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);

    const home = within(screen.getByRole('banner')).getByRole('link', { name: PRODUCT_NAME });
    expect(home.getAttribute('href')).toBe('/join');
    expect(home.querySelector('img')?.getAttribute('src')).toBe(LOGO_URL);
  });
});
