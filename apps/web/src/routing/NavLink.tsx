import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

/** A path as the router matches it: without a trailing slash, in any case. */
const comparable = (path: string) => path.replace(/(.)\/+$/, '$1').toLowerCase();

/**
 * A link that says when it leads to the page shown (`aria-current="page"`): the menus' current
 * entry, for screen readers and the menus' style alike.
 */
export function NavLink({ to, children }: { to: string; children: ReactNode }) {
  const [path] = useLocation();
  const current = comparable(path) === comparable(to);
  return (
    <Link to={to} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
