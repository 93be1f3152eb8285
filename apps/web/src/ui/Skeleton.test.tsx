import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

/** The HTML, with CSS-module class names back to their source names. */
const markup = (html: string) => html.replace(/_([A-Za-z]+)_[0-9a-f]+/g, '$1');

describe('Skeleton', () => {
  it.each([
    {
      state: 'the full width at the height given, hidden from assistive technology',
      element: <Skeleton height="2rem" />,
      html: '<span class="skeleton" style="width:100%;height:2rem" aria-hidden="true"></span>',
    },
    {
      state: 'the width given, so the space it holds is the content’s',
      element: <Skeleton width="12rem" height="1.5rem" />,
      html: '<span class="skeleton" style="width:12rem;height:1.5rem" aria-hidden="true"></span>',
    },
  ])('holds $state', ({ element, html }) => {
    expect(markup(renderToStaticMarkup(element))).toBe(html);
  });
});
