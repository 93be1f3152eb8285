/**
 * Names `Record` when it can be handed where `Domain` is expected, and fails to compile otherwise:
 * each catalog schema states this about the domain interface it feeds, so a schema and a domain
 * rule cannot drift apart unnoticed.
 */
export type Assignable<Record extends Domain, Domain> = Record;
