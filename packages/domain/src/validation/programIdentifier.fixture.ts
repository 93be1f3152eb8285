import type { IdentifiedProgram } from './programIdentifier';

/** The SilverStep Medicare program as the demo catalog holds it (data/catalog/coupons.json). */
export const SILVERSTEP_PROGRAM = {
  programId: 'SILVERSTEP',
  identifierFormat: {
    formatId: 'SS-MEMBER-ID',
    identifierParts: [
      {
        formatPartId: 'memberId',
        name: 'your SilverStep Member ID',
        length: 9,
        rule: '\\d{9}',
        errorMessage: 'A SilverStep Member ID is 9 digits.',
      },
    ],
  },
} satisfies IdentifiedProgram;
