import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Spinner, SpinnerRing } from './Spinner';

/** The HTML, with CSS-module class names back to their source names and React's ids as `ID`. */
function markup(element: ReactElement): string {
  const html = renderToStaticMarkup(element).replace(/_([A-Za-z]+)_[0-9a-f]+/g, '$1');
  const id = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
  return id === undefined ? html : html.replaceAll(`"${id}"`, '"ID"');
}

describe('Spinner', () => {
  it.each([
    {
      state: 'a status named "Loading" by a label only screen readers read',
      element: <Spinner />,
      html:
        '<span class="spinner" role="status" aria-labelledby="ID">' +
        '<span class="ring large" aria-hidden="true"></span>' +
        '<span id="ID" class="visuallyHidden">Loading</span></span>',
    },
    {
      state:
        'its message beside the ring when asked to show it (product/wizard.md#loading-indicators)',
      element: <Spinner label="Finding clubs near you" showLabel size="small" />,
      html:
        '<span class="spinner" role="status" aria-labelledby="ID">' +
        '<span class="ring small" aria-hidden="true"></span>' +
        '<span id="ID">Finding clubs near you</span></span>',
    },
    {
      state: 'the ring alone as decoration',
      element: <SpinnerRing />,
      html: '<span class="ring small" aria-hidden="true"></span>',
    },
  ])('renders $state', ({ element, html }) => {
    expect(markup(element)).toBe(html);
  });
});
