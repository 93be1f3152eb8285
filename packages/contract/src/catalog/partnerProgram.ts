import type { IdentifierPart as DomainIdentifierPart } from '@clubjoin/domain/validation/programIdentifier';
import { z } from 'zod';
import type { Assignable } from './assignable';
import { flagDuplicates } from './issues';

function compiles(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/**
 * One part of a partner program's member identifier (product/member-forms.md#program-information):
 * the program information form asks for it, at most `length` characters matching `rule` (a regular
 * expression source), else shows `errorMessage` (product/member-forms.md#program-information).
 */
export const IdentifierPart = z
  .object({
    formatPartId: z.string().min(1),
    name: z.string().min(1).describe('What the member reads: "your Member ID"'),
    length: z.number().int().positive(),
    rule: z.string().min(1).refine(compiles, 'A rule is a valid regular expression'),
    errorMessage: z.string().min(1),
  })
  .meta({ id: 'IdentifierPart' });
export type IdentifierPart = z.infer<typeof IdentifierPart>;

/**
 * Compiles only while a catalog part can be handed to the program information form.
 * @typeCheck
 */
export type IdentifierPartFeedsDomain = Assignable<IdentifierPart, DomainIdentifierPart>;

/**
 * A partner program and the format of its member identifiers
 * (product/member-forms.md#program-information).
 */
export const PartnerProgram = z
  .object({
    programId: z.string().min(1),
    identifierFormat: z.object({
      formatId: z.string().min(1),
      identifierParts: z.array(IdentifierPart),
    }),
  })
  .superRefine((program, ctx) =>
    flagDuplicates(
      ctx,
      program.identifierFormat.identifierParts,
      (part) => part.formatPartId,
      (index) => ['identifierFormat', 'identifierParts', index, 'formatPartId'],
      (id) => `Two identifier parts ${id}`,
    ),
  )
  .meta({ id: 'PartnerProgram' });
export type PartnerProgram = z.infer<typeof PartnerProgram>;
