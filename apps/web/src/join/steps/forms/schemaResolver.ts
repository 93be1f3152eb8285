import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver from the domain's form schemas (the validation README: one schema
 * for the browser and the server). With several schemas over one form's fields (the purchaser's
 * member fields and address), each checks its own fields and every message shows; the values
 * handed on are what the schemas made of them (trimmed).
 */
export function schemaResolver<Values extends FieldValues>(
  ...schemas: readonly z.ZodType[]
): Resolver<Values> {
  const resolvers = schemas.map(
    (schema) => zodResolver(schema as never) as unknown as Resolver<Values>,
  );
  return async (values, context, options) => {
    const results = await Promise.all(
      resolvers.map((resolver) => resolver(values, context, options)),
    );
    const errors = Object.assign({}, ...results.map((result) => result.errors)) as object;
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return {
      values: Object.assign({}, values, ...results.map((result) => result.values)) as Values,
      errors: {},
    };
  };
}
