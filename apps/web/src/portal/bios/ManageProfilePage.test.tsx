// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getMyBio, type MyBio, putMyPhoto, removeMyPhoto } from '@clubjoin/contract/bios';
import { BIO_MESSAGES } from '@clubjoin/domain/staff/bios';
import { NOT_AN_IMAGE, TINY_PNG } from '@clubjoin/domain/staff/photos.fixture';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ServerDataProvider } from '../../api/ServerDataProvider';
import { dismissCallErrors } from '../../api/callTracker';
import { setupFakeApi } from '../../testing/fakeApi';
import { answerSignedInAdvisor } from '../../testing/signedInStaff';
import { ManageProfilePage } from './ManageProfilePage';

const api = setupFakeApi();

const PHOTO_URL = '/api/portal/bios/me/photo?v=1795370400000';

/** Pat's bio, approved and without a photo. */
let mine: MyBio;

beforeEach(() => {
  answerSignedInAdvisor(api);
  mine = {
    slug: 'pat-trainer',
    displayName: 'Pat Trainer',
    clubs: [{ clubId: '5', clubName: 'Chanhassen, MN' }],
    bio: {
      jobTitle: 'Senior personal trainer',
      specialties: ['strength'],
      certifications: [],
      socialLinks: [],
      about: '',
      avatar: 'kettlebell',
    },
    photoUrl: null,
    review: 'approved',
    reviewNote: null,
    publishedAt: '2026-11-21T18:00:00.000Z',
    warnings: [],
  };
  api.answer(getMyBio, () => mine);
});

afterEach(() => {
  cleanup();
  dismissCallErrors();
});

describe('manage profile › photo (product/team-portal.md#trainer-bios)', () => {
  it('checks the file by its bytes, uploads it for approval, previews it and removes it', async () => {
    api.answer(putMyPhoto, () => {
      mine = { ...mine, photoUrl: PHOTO_URL, review: 'submitted' };
      return mine;
    });
    api.answer(removeMyPhoto, () => {
      mine = { ...mine, photoUrl: null };
      return mine;
    });
    render(
      <ServerDataProvider>
        <Router hook={memoryLocation().hook}>
          <ManageProfilePage />
        </Router>
      </ServerDataProvider>,
    );
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Photo', { selector: 'input' });
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    expect(screen.getByText('No photo: the public sees your avatar.')).toBeDefined();

    // A text file named and typed as a PNG: the browser reads its bytes and refuses it.
    await user.upload(input, new File([NOT_AN_IMAGE], 'me.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(BIO_MESSAGES.photoType);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(await api.calls(putMyPhoto)).toEqual([]);

    await user.upload(input, new File([TINY_PNG], 'me.png', { type: 'image/png' }));
    expect(
      await screen.findByText('Your photo is saved and sent to your manager for approval.'),
    ).toBeDefined();
    const [sent] = await api.calls(putMyPhoto);
    expect(sent?.body).toEqual({ photo: Buffer.from(TINY_PNG).toString('base64') });
    const preview = await screen.findByRole('img', { name: 'Pat Trainer' });
    expect(preview.getAttribute('src')).toBe(PHOTO_URL);
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('No photo: the public sees your avatar.')).toBeDefined();
    expect(await api.calls(removeMyPhoto)).toHaveLength(1);
    expect(screen.queryByRole('img', { name: 'Pat Trainer' })).toBeNull();
    expect(
      screen.getByText('Your photo is removed and the change sent to your manager for approval.'),
    ).toBeDefined();
  });
});
