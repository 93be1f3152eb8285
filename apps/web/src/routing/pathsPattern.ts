/**
 * One route pattern for a list of addresses: any of them, with or without a trailing slash, in
 * any case (as wouter matches a single path), for a frame whose pages share it (the wizard's
 * layout, the portal's shell).
 */
export function pathsPattern(paths: readonly string[]): RegExp {
  const escaped = paths.map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^(?:${escaped.join('|')})/?$`, 'i');
}
