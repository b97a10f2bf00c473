// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CreatorQuestionList } from '@common/schemas/questions';
import { aPost, aQuestion, aUser } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { CreatorQuestions } from './creator-questions';

/** The Creator tab's questions of one project, with the real API client against a stubbed server. */

const PROJECT = '3';
const CREATOR = aUser({ id: 40 });
const LIST_URL = `GET /api/creator/projects/${PROJECT}/questions`;

const awaiting: CreatorQuestionList = {
  total: 3,
  unanswered: 1,
  questions: [
    {
      ...aQuestion({ id: 5, body: 'Will the EP be on vinyl?', author: { id: 31, name: 'Grace H.', badge: 'backer' } }),
      awaitsCreator: true,
    },
    {
      ...aQuestion({
        id: 2,
        body: 'When is the release show?',
        author: { id: 32, name: 'Tim P.', badge: null },
        answers: [aPost({ id: 3, body: 'On the 12th, in Leeds.', author: { id: 40, name: 'Nina S.', badge: 'creator' } })],
      }),
      awaitsCreator: false,
    },
    {
      ...aQuestion({ id: 1, body: null, removed: true, removedReason: 'Spam', author: { id: 33, name: 'Sam K.', badge: null } }),
      awaitsCreator: false,
    },
  ],
};

function renderQuestions(list: CreatorQuestionList) {
  let served = list;
  const api = stubApi({
    'GET /api/auth/user': () => ({ body: CREATOR }),
    [LIST_URL]: () => ({ body: served }),
    'POST /api/questions/5/answers': () => {
      served = { ...list, unanswered: 0, questions: list.questions.map((question) => ({ ...question, awaitsCreator: false })) };
      return { status: 201, body: aPost({ id: 9, body: 'Yes, 300 copies.', author: { id: 40, name: 'Nina S.', badge: 'creator' } }) };
    },
  });
  return { api, ...renderWithApp(<CreatorQuestions projectId={PROJECT} />, { path: '/dashboard' }) };
}

describe("the creator's questions on the Creator tab", () => {
  it('puts the questions awaiting an answer first, marked, and answers one in place as the creator', async () => {
    const { api, user } = renderQuestions(awaiting);
    const list = await screen.findByRole('list', { name: 'Questions, awaiting your answer first' });
    expect(screen.getByText('1 awaiting your answer')).toBeTruthy();
    const threads = within(list).getAllByRole('article', { name: /^Question by/ });
    expect(threads.map((thread) => thread.getAttribute('aria-label'))).toEqual([
      'Question by Grace H.',
      'Question by Tim P.',
      'Question by Sam K.',
    ]);
    expect(within(list).getAllByText('Awaiting your answer')).toHaveLength(1);
    // A removed question takes no answer.
    expect(
      within(list)
        .getAllByRole('button', { name: /^Answer/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Answer Grace H.’s question', 'Answer Tim P.’s question']);

    await user.click(within(list).getByRole('button', { name: 'Answer Grace H.’s question' }));
    const form = await screen.findByRole('form', { name: 'Answer Grace H.’s question' });
    expect(within(form).queryByRole('checkbox')).toBeNull();
    await user.type(within(form).getByRole('textbox', { name: 'Your answer' }), 'Yes, 300 copies.');
    await user.click(within(form).getByRole('button', { name: 'Post answer' }));
    await waitFor(() => expect(api.to('POST /api/questions/5/answers')).toHaveLength(1));
    expect(api.to('POST /api/questions/5/answers')[0]?.body).toEqual({ body: 'Yes, 300 copies.', promoter: false });
    expect(await screen.findByText('Every question has your answer.')).toBeTruthy();
    expect(screen.queryByText('Awaiting your answer')).toBeNull();
  });

  it('says so when the project has no questions yet', async () => {
    renderQuestions({ total: 0, unanswered: 0, questions: [] });
    expect(await screen.findByText(/^No questions yet\./)).toBeTruthy();
  });
});
