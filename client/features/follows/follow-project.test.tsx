// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCurrentUser } from '@/features/auth';
import { aUser } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { FollowProject } from './follow-project';

/** Shows once the signed-in user is known: everything that reads the user has rendered with it by then. */
function SignedIn() {
  const { user } = useCurrentUser();
  return user ? <p>Signed in</p> : null;
}

/** Follow on a project's page: for signed-in users, but not for the project's own creator. */
describe('FollowProject', () => {
  it('offers Follow to a signed-in user who did not create the project', async () => {
    stubApi({ 'GET /api/auth/user': () => ({ body: aUser() }), 'GET /api/follows': () => ({ body: [] }) });
    renderWithApp(<FollowProject projectId={3} projectTitle="Night Drive" ownProject={false} />, { path: '/tour/3' });
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeTruthy();
  });

  it('offers nothing to the creator on their own project', async () => {
    stubApi({
      'GET /api/auth/user': () => ({ body: aUser({ accountType: 'creator' }) }),
      'GET /api/follows': () => ({ body: [] }),
    });
    renderWithApp(
      <>
        <FollowProject projectId={3} projectTitle="Night Drive" ownProject />
        <SignedIn />
      </>,
      { path: '/tour/3' },
    );
    await screen.findByText('Signed in');
    expect(screen.queryByRole('button', { name: /Follow/ })).toBeNull();
    expect(screen.queryByText(/Follow to hear/)).toBeNull();
  });
});
