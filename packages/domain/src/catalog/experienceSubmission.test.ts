import { describe, expect, it } from 'vitest';
import {
  EXPERIENCE_CHOSEN_TWICE_MESSAGE,
  EXPERIENCES_NONE_CHOSEN_MESSAGE,
  EXPERIENCES_SKIPPED_WITH_CHOICES_MESSAGE,
  experienceChoicesProblem,
  experienceMembershipContradiction,
  experienceVariations,
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

describe('what a submission sends and names (product/pages.md#new-member-experiences)', () => {
  it('sends every offered experience, ticked ones selected', () => {
    expect(experienceVariations(offered, ['pt-intro'], false)).toEqual([
      { experienceId: 'swim-lesson', selected: false },
      { experienceId: 'pt-intro', selected: true },
      { experienceId: 'kids-club-tour', selected: false },
    ]);
  });

  it('clears every selection when the member skips', () => {
    expect(
      experienceVariations(offered, ['pt-intro', 'swim-lesson'], true).every((v) => !v.selected),
    ).toBe(true);
  });

  const held = { clubId: '5', membershipLevel: 'Gold' };
  it.each([
    { rule: 'the membership itself stands', sent: held, answer: undefined },
    {
      rule: 'another club is named',
      sent: { ...held, clubId: '31' },
      answer: {
        field: 'clubId',
        message: "The experiences are chosen at the membership's club, 5.",
      },
    },
    {
      rule: 'another level is named',
      sent: { ...held, membershipLevel: 'Diamond' },
      answer: { field: 'membershipLevel', message: "The membership's level is Gold." },
    },
  ])('$rule', ({ sent, answer }) => {
    expect(experienceMembershipContradiction(sent, held)).toEqual(answer);
  });
});
