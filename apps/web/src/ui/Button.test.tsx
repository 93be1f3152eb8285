import type { MouseEvent, ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Button, type ButtonProps } from './Button';

/** The button's HTML, with CSS-module class names back to their source names. */
function markup(element: ReactElement): string {
  return renderToStaticMarkup(element).replace(/_([A-Za-z]+)_[0-9a-f]+/g, '$1');
}

describe('Button', () => {
  it.each([
    {
      state: 'a primary button, which never submits a form by accident',
      element: <Button>Move Forward</Button>,
      html: '<button type="button" class="button primary">Move Forward</button>',
    },
    {
      state: 'a secondary button with a class of its own',
      element: (
        <Button variant="secondary" className="wide">
          Back
        </Button>
      ),
      html: '<button type="button" class="button secondary wide">Back</button>',
    },
    {
      state: 'a disabled button',
      element: <Button disabled>Payment</Button>,
      html: '<button disabled="" type="button" class="button primary">Payment</button>',
    },
    {
      state: 'a loading submit button, busy and inert yet focusable, with a decorative ring',
      element: (
        <Button type="submit" loading>
          Payment
        </Button>
      ),
      html:
        '<button type="submit" class="button primary" aria-busy="true" aria-disabled="true">' +
        '<span class="ring small" aria-hidden="true"></span>Payment</button>',
    },
  ])('renders $state', ({ element, html }) => {
    expect(markup(element)).toBe(html);
  });

  /** Clicks the button once; says whether its handler ran and whether the default was stopped. */
  function click(props: ButtonProps) {
    const onClick = vi.fn();
    const preventDefault = vi.fn();
    const element = Button({ ...props, onClick, children: 'Payment' });
    element.props.onClick({ preventDefault } as unknown as MouseEvent<HTMLButtonElement>);
    return { handled: onClick.mock.calls.length, defaultStopped: preventDefault.mock.calls.length };
  }

  it.each([
    { state: 'idle', props: {}, handled: 1, defaultStopped: 0 },
    { state: 'loading', props: { loading: true }, handled: 0, defaultStopped: 1 },
  ])(
    'while $state, a click runs the handler $handled time(s)',
    ({ props, handled, defaultStopped }) => {
      expect(click(props)).toEqual({ handled, defaultStopped });
    },
  );
});
