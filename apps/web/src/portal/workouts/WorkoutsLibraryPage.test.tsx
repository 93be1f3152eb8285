// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createExercise,
  type Exercise,
  getExercise,
  listWorkouts,
  searchExercises,
} from '@clubjoin/contract/workouts';
import { WORKOUT_MESSAGES } from '@clubjoin/domain/staff/workouts';
import { ServerDataProvider } from '../../api/ServerDataProvider';
import { dismissCallErrors } from '../../api/callTracker';
import { setupFakeApi } from '../../testing/fakeApi';
import { answerSignedInAdvisor } from '../../testing/signedInStaff';
import { WorkoutsLibraryPage } from './WorkoutsLibraryPage';

const api = setupFakeApi();

beforeEach(() => {
  answerSignedInAdvisor(api);
  api.answer(listWorkouts, { workouts: [] });
  // 45 matches of any search, 20 a page: each exercise named after the search and its page.
  api.answer(searchExercises, ({ query }) => ({
    total: 45,
    page: query.page,
    pageSize: 20,
    exercises: Array.from({ length: query.page === 3 ? 5 : 20 }, (_, index) => ({
      exerciseId: `ex-${query.page}-${index}`,
      name: `${query.text ?? 'Any'} ${query.page}.${index + 1}`,
      description: 'A test exercise.',
      primaryMuscles: ['quadriceps'],
      secondaryMuscles: [],
      equipment: 'bodyweight',
      level: 'beginner',
      library: 'master',
      clubId: null,
      copiedFrom: null,
      editable: false,
    })),
  }));
});

afterEach(() => {
  cleanup();
  dismissCallErrors();
});

describe('the exercise list (product/team-portal.md#workouts-library)', () => {
  it('pages through the search that was run, not the filters typed since', async () => {
    const user = userEvent.setup();
    render(
      <ServerDataProvider>
        <WorkoutsLibraryPage />
      </ServerDataProvider>,
    );
    const form = await screen.findByRole('search', { name: 'Exercises' });
    await user.type(within(form).getByLabelText('Exercise name'), 'squat');
    await user.selectOptions(within(form).getByLabelText('Level'), 'beginner');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('45 exercises match; page 1 of 3.')).toBeDefined();

    // Typed but not searched: the pages stay the squat search's.
    await user.clear(within(form).getByLabelText('Exercise name'));
    await user.type(within(form).getByLabelText('Exercise name'), 'lunge');
    await user.selectOptions(within(form).getByLabelText('Level'), 'advanced');
    const pager = screen.getByRole('navigation', { name: 'Exercise pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('45 exercises match; page 2 of 3.')).toBeDefined();
    expect(screen.getByText('squat 2.1', { selector: 'strong' })).toBeDefined();
    const calls = await api.calls(searchExercises);
    expect(calls.at(-1)?.query).toMatchObject({ text: 'squat', level: 'beginner', page: 2 });

    // Searching again runs the new filters from their first page.
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('lunge 1.1', { selector: 'strong' })).toBeDefined();
    expect((await api.calls(searchExercises)).at(-1)?.query).toMatchObject({
      text: 'lunge',
      level: 'advanced',
      page: 1,
    });
  });
});

describe("writing an exercise into one's own library (product/team-portal.md#workouts-library)", () => {
  it('checks the fields as the domain does, then saves it to "mine" and shows it', async () => {
    const saved: Exercise = {
      exerciseId: 'ex-mine-1',
      name: 'Wall sit',
      description: 'Back to the wall, knees at ninety degrees; hold.',
      primaryMuscles: ['quadriceps'],
      secondaryMuscles: ['glutes'],
      equipment: 'bodyweight',
      level: 'beginner',
      library: 'mine',
      clubId: null,
      copiedFrom: null,
      editable: true,
    };
    api.answer(createExercise, saved);
    api.answer(getExercise, saved);
    const user = userEvent.setup();
    render(
      <ServerDataProvider>
        <WorkoutsLibraryPage />
      </ServerDataProvider>,
    );

    await user.click(await screen.findByRole('button', { name: 'New exercise' }));
    const form = screen.getByRole('form', { name: 'New exercise' });
    await user.click(within(form).getByRole('button', { name: 'Add to my library' }));
    expect(within(form).getByText(WORKOUT_MESSAGES.exerciseName)).toBeDefined();
    expect(within(form).getByText(WORKOUT_MESSAGES.primaryMuscles)).toBeDefined();
    expect(await api.calls(createExercise)).toHaveLength(0);

    await user.type(within(form).getByLabelText('Name'), 'Wall sit');
    await user.type(
      within(form).getByLabelText('How it is done'),
      'Back to the wall, knees at ninety degrees; hold.',
    );
    const primary = within(form).getByRole('group', { name: 'Primary muscles' });
    const secondary = within(form).getByRole('group', { name: 'Secondary muscles' });
    await user.click(within(primary).getByRole('checkbox', { name: 'Quadriceps' }));
    await user.click(within(secondary).getByRole('checkbox', { name: 'Quadriceps' }));
    await user.selectOptions(within(form).getByLabelText('Equipment'), 'bodyweight');
    await user.selectOptions(within(form).getByLabelText('Level'), 'beginner');
    await user.click(within(form).getByRole('button', { name: 'Add to my library' }));
    expect(within(form).getByText(WORKOUT_MESSAGES.secondaryOverlap)).toBeDefined();

    await user.click(within(secondary).getByRole('checkbox', { name: 'Quadriceps' }));
    await user.click(within(secondary).getByRole('checkbox', { name: 'Glutes' }));
    await user.click(within(form).getByRole('button', { name: 'Add to my library' }));

    expect(await screen.findByRole('region', { name: 'Wall sit' })).toBeDefined();
    expect(screen.queryByRole('form', { name: 'New exercise' })).toBeNull();
    const [call] = await api.calls(createExercise);
    expect(call?.body).toEqual({
      to: { kind: 'mine' },
      exercise: {
        name: 'Wall sit',
        description: 'Back to the wall, knees at ninety degrees; hold.',
        primaryMuscles: ['quadriceps'],
        secondaryMuscles: ['glutes'],
        equipment: 'bodyweight',
        level: 'beginner',
      },
    });
    expect(screen.getByRole('button', { name: 'Edit Wall sit' })).toBeDefined();
  });
});
