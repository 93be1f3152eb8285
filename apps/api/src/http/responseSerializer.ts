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

/**
 * Hands back the very object an earlier answer was when a new one says the same (the same JSON),
 * so that `serializeByContract` reuses its text instead of encoding it again: for answers every
 * visitor of a club is given alike but that a use case builds afresh each time (a club's products,
 * whose dated promotions are decided per request). It remembers the last `limit` different answers.
 * Answers are never changed once handed out.
 */
export function sameAnswerAsBefore(limit = 64): <A extends object>(answer: A) => A {
  const earlier = new Map<string, object>();
  return <A extends object>(answer: A): A => {
    const json = JSON.stringify(answer);
    // An earlier answer with the same JSON was built by the same use case: it is an A too.
    const found = earlier.get(json) as A | undefined;
    // Deleted and set again: the Map's order is then the order of last use.
    earlier.delete(json);
    earlier.set(json, found ?? answer);
    if (earlier.size > limit) earlier.delete(earlier.keys().next().value as string);
    return found ?? answer;
  };
}
