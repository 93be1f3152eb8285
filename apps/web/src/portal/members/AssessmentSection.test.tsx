// @vitest-environment happy-dom
import { CLEAR_SCREENING, restingHeartRateOnly } from '@clubjoin/domain/staff/assessments.fixture';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type AssessmentAnswer,
  getMembershipAssessments,
  type MembershipAssessments,
  recordAssessment,
} from '@clubjoin/contract/assessments';
import { ASSESSMENT_MESSAGES, SCREENING_QUESTIONS } from '@clubjoin/domain/staff/assessments';
import { ServerDataProvider } from '../../api/ServerDataProvider';
import { dismissCallErrors } from '../../api/callTracker';
import { failure, setupFakeApi } from '../../testing/fakeApi';
import { answerSignedInAdvisor } from '../../testing/signedInStaff';
import { AssessmentSection } from './AssessmentSection';

const api = setupFakeApi();

const TODAY = '2026-11-21';

function assessment(assessedOn: string, restingHeartRate: number, pushUps: number) {
  return {
    assessmentId: `a-${assessedOn}`,
    memberId: '7000001',
    assessedOn,
    recordedAt: `${assessedOn}T18:00:00.000Z`,
    recordedBy: 'Pat Trainer',
    screening: CLEAR_SCREENING,
    measurements: restingHeartRateOnly(restingHeartRate),
    tests: { stepTestRecoveryHeartRate: null, pushUps, sitAndReachCm: null, movementNotes: '' },
  } satisfies AssessmentAnswer;
}

function answer(
  assessments: AssessmentAnswer[],
  change: Partial<MembershipAssessments> = {},
): MembershipAssessments {
  return {
    membershipId: 'M-700001',
    clubId: '5',
    today: TODAY,
    mayRecord: true,
    members: [
      {
        memberId: '7000001',
        firstName: 'Jane',
        lastName: 'Doe',
        daysSinceLastAssessed: assessments.length > 0 ? 0 : null,
        assessments,
      },
    ],
    ...change,
  };
}

function open() {
  render(
    <ServerDataProvider>
      <AssessmentSection membershipId="M-700001" />
    </ServerDataProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  answerSignedInAdvisor(api);
});

afterEach(() => {
  cleanup();
  dismissCallErrors();
});

describe('member details › assessment (product/team-portal.md#assessments)', () => {
  it('shows each measure’s latest value, the re-test before it, the change and a trend chart', async () => {
    api.answer(
      getMembershipAssessments,
      answer([assessment(TODAY, 60, 30), assessment('2026-10-21', 64, 24)]),
    );
    open();
    const table = await screen.findByRole('table', { name: 'Measures of Jane Doe over time' });
    const heart = within(table).getByRole('row', { name: /^Resting heart rate/ });
    expect(
      within(heart)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['60 bpm', '64 bpm', '−4 bpm']);
    expect(
      within(heart).getByRole('img', {
        name: 'Resting heart rate trend: 64 bpm on 2026-10-21, 60 bpm on 2026-11-21',
      }),
    ).toBeDefined();
    const pushUps = within(table).getByRole('row', { name: /^Push-ups/ });
    expect(within(pushUps).getAllByRole('cell')[2]?.textContent).toBe('+6');
    expect(screen.getByText('Last assessed today.')).toBeDefined();
  });

  it('checks the form with the domain’s messages by each field, then records and shows the re-test', async () => {
    let recorded: AssessmentAnswer[] = [assessment('2026-10-21', 64, 24)];
    api.answer(getMembershipAssessments, () => answer(recorded));
    api.answer(recordAssessment, ({ body }) => {
      recorded = [{ ...assessment(body.assessedOn, 58, 24), memberId: '7000001' }, ...recorded];
      return answer(recorded);
    });
    const user = open();
    const form = await screen.findByRole('form', { name: 'Record an assessment for Jane Doe' });
    await user.type(within(form).getByLabelText('Resting heart rate (bpm)'), '300');
    await user.type(within(form).getByLabelText('Weight'), '30');
    await user.selectOptions(within(form).getByLabelText('Weight unit'), 'lb');
    await user.click(within(form).getByRole('button', { name: 'Record assessment' }));
    expect(await within(form).findByText(ASSESSMENT_MESSAGES.restingHeartRate)).toBeDefined();
    expect(within(form).getByText('Weight must be between 44 and 770 lb.')).toBeDefined();
    expect(within(form).getAllByText('Answer yes or no.')).toHaveLength(7);
    expect(within(form).getByText(ASSESSMENT_MESSAGES.consent)).toBeDefined();
    expect((await api.calls(recordAssessment)).length).toBe(0);

    for (const question of Object.values(SCREENING_QUESTIONS)) {
      const group = within(form).getByRole('group', { name: question });
      await user.click(within(group).getByRole('radio', { name: 'No' }));
    }
    await user.click(within(form).getByLabelText(/Jane Doe consents/));
    await user.clear(within(form).getByLabelText('Resting heart rate (bpm)'));
    await user.type(within(form).getByLabelText('Resting heart rate (bpm)'), '58');
    await user.clear(within(form).getByLabelText('Weight'));
    await user.click(within(form).getByRole('button', { name: 'Record assessment' }));
    expect(
      await within(form).findByText('Assessment of 2026-11-21 recorded for Jane Doe.'),
    ).toBeDefined();
    const [call] = await api.calls(recordAssessment);
    expect(call?.params).toEqual({ membershipId: 'M-700001', memberId: '7000001' });
    expect(call?.body.measurements.restingHeartRate).toBe(58);
    expect(call?.body.measurements.weight).toEqual({ value: null, unit: 'lb' });
    const heart = await screen.findByRole('row', { name: /^Resting heart rate/ });
    expect(within(heart).getAllByRole('cell')[1]?.textContent).toBe('64 bpm');
  });

  it('shows what the server refuses by its field', async () => {
    api.answer(getMembershipAssessments, answer([]));
    api.answer(
      recordAssessment,
      failure(400, 'The assessment date cannot be after today.', {
        fields: [{ field: 'assessedOn', message: 'The assessment date cannot be after today.' }],
      }),
    );
    const user = open();
    const form = await screen.findByRole('form', { name: 'Record an assessment for Jane Doe' });
    expect(screen.getByText('Not assessed yet.')).toBeDefined();
    for (const question of Object.values(SCREENING_QUESTIONS)) {
      await user.click(
        within(within(form).getByRole('group', { name: question })).getByRole('radio', {
          name: 'Yes',
        }),
      );
    }
    await user.click(within(form).getByLabelText(/Jane Doe consents/));
    await user.type(within(form).getByLabelText('Push-ups'), '12');
    await user.click(within(form).getByRole('button', { name: 'Record assessment' }));
    const date = within(form).getByLabelText('Date of the assessment');
    expect(
      await within(form).findByText('The assessment date cannot be after today.'),
    ).toBeDefined();
    expect(date.getAttribute('aria-invalid')).toBe('true');
  });

  it('offers no form to a team member who may not record, and says who records', async () => {
    api.answer(getMembershipAssessments, answer([], { mayRecord: false }));
    open();
    expect(
      await screen.findByText(
        'Personal trainers and fitness managers of the member’s club record assessments.',
      ),
    ).toBeDefined();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
