import { serializerCompiler as encodeThenStringify } from 'fastify-type-provider-zod';

type RouteSchema = Parameters<typeof encodeThenStringify>[0];

/**
 * Every answer is encoded by its contract schema (which drops what the contract does not name and
 * refuses what breaks it) and then stringified. An answer that is the very object an earlier one
 * was (the catalog cache hands out one value per catalog version, the club list for one) keeps the
 * text made the first time, per route and status: catalog data, checked when it was loaded, is not
 * checked again on every answer (issue 22). Answers are never changed once handed out.
 */
export function serializeByContract(route: RouteSchema): (data: unknown) => string {
  const serialize = encodeThenStringify(route);
  const texts = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    const kept = texts.get(data);
    if (kept !== undefined) return kept;
    const text = serialize(data);
    texts.set(data, text);
    return text;
  };
}
