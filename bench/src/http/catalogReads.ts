import type { BenchOptions } from '../options';
import { benchAgainstHelloWorld } from './againstHelloWorld';

/** The catalog reads of the first screens, by name and path. */
export const CATALOG_READS = [
  { name: 'product default (club 5)', path: '/api/product/club/5/default' },
  {
    name: 'nearest clubs (60 mi of Minneapolis)',
    path: '/api/gateway/club/nearest?latitude=44.9778&longitude=-93.265&distance=60',
  },
  { name: 'club list (every club)', path: '/api/gateway/club' },
] as const;

/** The catalog reads of the first screens, each against the hello-world at 50 connections. */
export function benchCatalogReads(
  options: BenchOptions,
  databaseUrl: string | undefined,
): Promise<void> {
  return benchAgainstHelloWorld(
    {
      title: 'Catalog reads',
      goal: '×0.5 or more, p99 ≤ 20 ms',
      connections: 50,
      targets: (baseUrl) => CATALOG_READS.map((read) => ({ ...read, baseUrl })),
    },
    options,
    databaseUrl,
  );
}
