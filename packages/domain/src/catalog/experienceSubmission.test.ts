import { describe, expect, it } from 'vitest';
import {
  EXPERIENCE_CHOSEN_TWICE_MESSAGE,
  EXPERIENCES_NONE_CHOSEN_MESSAGE,
  EXPERIENCES_SKIPPED_WITH_CHOICES_MESSAGE,
  experienceChoicesProblem,
} from './experienceSubmission';

const offered = ['swim-lesson', 'pt-intro', 'kids-club-tour'];

describe('new member experience choices (product/pages.md#new-member-experiences)', () => {
  it.each([
    {
      rule: 'skip with nothing chosen stands',
      choices: { skip: true, experienceIds: [] },
      problem: undefined,
    },
    {
      rule: 'skip clears the selections, so skip with choices is refused',
      choices: { skip: true, experienceIds: ['pt-intro'] },
      problem: EXPERIENCES_SKIPPED_WITH_CHOICES_MESSAGE,
    },
    {
      rule: 'Continue needs at least one experience',
      choices: { skip: false, experienceIds: [] },
      problem: EXPERIENCES_NONE_CHOSEN_MESSAGE,
    },
    {
      rule: 'an experience the club offers stands',
      choices: { skip: false, experienceIds: ['pt-intro', 'swim-lesson'] },
      problem: undefined,
    },
    {
      rule: 'an experience the club does not offer is named',
      choices: { skip: false, experienceIds: ['pt-intro', 'tennis-clinic'] },
      problem: 'The experience tennis-clinic is not offered at this club.',
    },
    {
      rule: 'an experience chosen twice is refused',
      choices: { skip: false, experienceIds: ['pt-intro', 'pt-intro'] },
      problem: EXPERIENCE_CHOSEN_TWICE_MESSAGE,
    },
  ])('$rule', ({ choices, problem }) => {
    expect(experienceChoicesProblem(choices, offered)).toBe(problem);
  });
});
