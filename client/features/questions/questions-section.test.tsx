// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuestionList } from '@common/schemas/questions';
import { aPost, aQuestion, aQuestionList, aUser } from '@/test/fixtures';
import { findToast, renderWithApp } from '@/test/render';
import { deferred, stubApi, type StubbedResponse, type StubRoutes } from '@/test/stub-api';
import { PROMOTER_LABEL } from './post-form';
import { QuestionsSection } from './questions-section';
import { REPORTED_TOAST } from './report-dialog';

/** The project page's Questions section with the real API client against a stubbed server. */

const PROJECT = '3';
const QUESTIONS_URL = `GET /api/projects/${PROJECT}/questions`;
const VIEWER = aUser({ id: 7 });

const THREADS = aQuestionList({
  total: 4,
  responsiveness: { answeredPercent: 75, typicalHours: 50 },
  questions: [
    aQuestion({
      id: 1,
      body: 'Is the <b>album</b> on vinyl? https://example.com',
      author: { id: 31, name: 'Grace H.', badge: 'backer' },
      answers: [
        aPost({ id: 2, body: 'Yes, a first pressing of 500.', author: { id: 40, name: 'Nina S.', badge: 'creator' } }),
        aPost({ id: 3, body: 'Great, I will buy two copies!', author: { id: 32, name: 'Tim P.', badge: null }, promoter: true }),
      ],
    }),
    aQuestion({
      id: 4,
      body: null,
      removed: true,
      removedReason: 'Off-topic advertising',
      author: { id: 33, name: 'Sam K.', badge: null },
    }),
    aQuestion({ id: 5, body: null, hidden: true, author: { id: 34, name: 'Lee W.', badge: null } }),
  ],
});

function renderSection({
  signedIn = true,
  isCreator = false,
  routes = {},
  list = THREADS,
}: { signedIn?: boolean; isCreator?: boolean; routes?: StubRoutes; list?: QuestionList } = {}) {
  const api = stubApi({
    'GET /api/auth/user': () => (signedIn ? { body: VIEWER } : { status: 401, body: { message: 'Not signed in.' } }),
    [QUESTIONS_URL]: () => ({ body: list }),
    ...routes,
  });
  const view = renderWithApp(<QuestionsSection projectId={PROJECT} isCreator={isCreator} />, { path: `/tour/${PROJECT}` });
  return { api, ...view };
}

const thread = (name: string) => screen.getByRole('article', { name: `Question by ${name}` }).closest('li') as HTMLElement;

/** The ask form opens from its button (its code loads then). */
async function openAskForm(user: ReturnType<typeof renderSection>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Ask a question' }));
  return screen.findByRole('form', { name: 'Ask a question' });
}

describe('the Questions section', () => {
  it('shows the count, the responsiveness and the threads with badges, promoter, removed and hidden posts', async () => {
    renderSection({ signedIn: false });
    expect(await screen.findByRole('heading', { level: 2, name: 'Questions (4)' })).toBeTruthy();
    expect(screen.getByText('The creator answered 75% of questions, typically within 2 days')).toBeTruthy();

    const threads = within(screen.getByRole('list', { name: 'Questions, newest first' })).getAllByRole('article', { name: /^Question by/ });
    expect(threads.map((article) => article.getAttribute('aria-label'))).toEqual([
      'Question by Grace H.',
      'Question by Sam K.',
      'Question by Lee W.',
    ]);

    const first = thread('Grace H.');
    expect(within(first).getByText('Backer')).toBeTruthy();
    // Plain text: markup and addresses stay as typed.
    expect(within(first).getByText('Is the <b>album</b> on vinyl? https://example.com')).toBeTruthy();
    expect(first.querySelector('b, a')).toBeNull();
    const answers = within(first).getAllByRole('article', { name: /^Answer by/ });
    expect(answers.map((article) => article.getAttribute('aria-label'))).toEqual(['Answer by Nina S.', 'Answer by Tim P.']);
    expect(within(answers[0] as HTMLElement).getByText('Creator')).toBeTruthy();
    expect(within(answers[0] as HTMLElement).queryByText('Paid promoter')).toBeNull();
    expect(within(answers[1] as HTMLElement).getByText('Paid promoter')).toBeTruthy();

    expect(within(thread('Sam K.')).getByText('Removed by a moderator: Off-topic advertising')).toBeTruthy();
    expect(within(thread('Lee W.')).getByText('Hidden while a moderator reviews it')).toBeTruthy();
  });

  it('leaves out the typical time when no question was answered, and the line when there is no figure', async () => {
    renderSection({ signedIn: false, list: { ...THREADS, responsiveness: { answeredPercent: 0, typicalHours: null } } });
    expect(await screen.findByText('The creator answered 0% of questions')).toBeTruthy();
  });

  it('offers a visitor a sign-in link, and no form, answer or report', async () => {
    renderSection({ signedIn: false });
    const link = await screen.findByRole('link', { name: 'Sign in to ask a question' });
    expect(link.getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('form', { name: 'Ask a question' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Answer|Report)/ })).toBeNull();
  });

  it('posts a question with its promoter statement, then reads the threads again', async () => {
    const { api, user } = renderSection({
      routes: { [`POST /api/projects/${PROJECT}/questions`]: () => ({ status: 201, body: aPost({ id: 9 }) }) },
    });
    const form = await openAskForm(user);
    await user.type(within(form).getByRole('textbox', { name: 'Your question' }), '  When does the tour start?  ');
    await user.click(within(form).getByRole('checkbox', { name: PROMOTER_LABEL }));
    await user.click(within(form).getByRole('button', { name: 'Post question' }));

    await waitFor(() => expect(api.to(QUESTIONS_URL)).toHaveLength(2));
    expect(api.to(`POST /api/projects/${PROJECT}/questions`).map((request) => request.body)).toEqual([
      { body: 'When does the tour start?', promoter: true },
    ]);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Ask a question' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ask a question' }));
  });

  it("shows the server's message on a refusal and ignores a second press while sending", async () => {
    const answer = deferred<StubbedResponse>();
    const { api, user } = renderSection({ routes: { [`POST /api/projects/${PROJECT}/questions`]: () => answer.promise } });
    const form = await openAskForm(user);
    await user.type(within(form).getByRole('textbox', { name: 'Your question' }), 'Is there a vinyl edition?');
    const button = within(form).getByRole('button', { name: 'Post question' }) as HTMLButtonElement;
    await user.click(button);
    await within(form).findByText('Posting…');
    expect(button.disabled).toBe(false);
    await user.click(button);
    answer.resolve({ status: 429, body: { message: 'Too many posts. Please try again in 15 minutes.' } });
    expect((await within(form).findByRole('alert')).textContent).toBe('Too many posts. Please try again in 15 minutes.');
    expect(api.to(`POST /api/projects/${PROJECT}/questions`)).toHaveLength(1);
  });

  it('checks the length before sending', async () => {
    const { api, user } = renderSection();
    const form = await openAskForm(user);
    await user.type(within(form).getByRole('textbox', { name: 'Your question' }), 'Why?');
    await user.click(within(form).getByRole('button', { name: 'Post question' }));
    expect(await within(form).findByText('Write between 10 and 2,000 characters.')).toBeTruthy();
    expect(api.to(`POST /api/projects/${PROJECT}/questions`)).toHaveLength(0);
  });

  it("never shows the project's creator the promoter checkbox, and sends promoter false", async () => {
    const { api, user } = renderSection({
      isCreator: true,
      routes: { 'POST /api/questions/1/answers': () => ({ status: 201, body: aPost({ id: 10 }) }) },
    });
    const form = await openAskForm(user);
    expect(within(form).getByRole('textbox', { name: 'Your question' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(within(thread('Grace H.')).getByRole('button', { name: 'Answer Grace H.’s question' }));
    const answerForm = await screen.findByRole('form', { name: 'Answer Grace H.’s question' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.type(within(answerForm).getByRole('textbox', { name: 'Your answer' }), 'Yes, 500 copies on vinyl.');
    await user.click(within(answerForm).getByRole('button', { name: 'Post answer' }));
    await waitFor(() => expect(api.to('POST /api/questions/1/answers')).toHaveLength(1));
    expect(api.to('POST /api/questions/1/answers')[0]?.body).toEqual({ body: 'Yes, 500 copies on vinyl.', promoter: false });
  });

  it('answers a question with the promoter checkbox for anyone else', async () => {
    const { api, user } = renderSection({ routes: { 'POST /api/questions/1/answers': () => ({ status: 201, body: aPost({ id: 10 }) }) } });
    await user.click(
      await within(await screen.findByRole('list', { name: 'Questions, newest first' })).findByRole('button', {
        name: 'Answer Grace H.’s question',
      }),
    );
    const answerForm = await screen.findByRole('form', { name: 'Answer Grace H.’s question' });
    await user.type(within(answerForm).getByRole('textbox', { name: 'Your answer' }), 'I heard it is 500 copies.');
    expect(within(answerForm).getByRole('checkbox', { name: PROMOTER_LABEL })).toBeTruthy();
    await user.click(within(answerForm).getByRole('button', { name: 'Post answer' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Answer Grace H.’s question' })).toBeNull());
    expect(document.activeElement).toBe(within(thread('Grace H.')).getByRole('button', { name: 'Answer Grace H.’s question' }));
    expect(api.to('POST /api/questions/1/answers')[0]?.body).toEqual({ body: 'I heard it is 500 copies.', promoter: false });
    // No answer form on a removed question.
    expect(within(thread('Sam K.')).queryByRole('button', { name: /^Answer/ })).toBeNull();
  });

  it('reports a post with the reason and note chosen, and thanks the reporter', async () => {
    const { api, user } = renderSection({ routes: { 'POST /api/posts/2/reports': () => ({ status: 204 }) } });
    await screen.findByRole('heading', { name: 'Questions (4)' });
    // Only posts of others that are still shown can be reported.
    expect(screen.getAllByRole('button', { name: /^Report/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Report Grace H.’s post',
      'Report Nina S.’s post',
      'Report Tim P.’s post',
    ]);
    await user.click(screen.getByRole('button', { name: 'Report Nina S.’s post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
    await user.click(within(dialog).getByRole('radio', { name: 'Misleading' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Vinyl was never announced.');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    await findToast(REPORTED_TOAST);
    expect(api.to('POST /api/posts/2/reports').map((request) => request.body)).toEqual([
      { reason: 'misleading', note: 'Vinyl was never announced.' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("asks for a reason, and shows the server's message when it refuses the report", async () => {
    const { api, user } = renderSection({
      routes: { 'POST /api/posts/1/reports': () => ({ status: 409, body: { message: 'You already reported this post.' } }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Report Grace H.’s post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByText('Choose a reason: spam, abuse, misleading or other.')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You already reported this post.');
    expect(api.to('POST /api/posts/1/reports').map((request) => request.body)).toEqual([{ reason: 'spam' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('loads the next page by its cursor', async () => {
    const { api, user } = renderSection({
      signedIn: false,
      list: { ...THREADS, nextCursor: '5' },
      routes: {
        [QUESTIONS_URL]: (request) =>
          request.search === '?cursor=5'
            ? {
                body: aQuestionList({
                  total: 4,
                  questions: [aQuestion({ id: 0, body: 'The oldest question here.', author: { id: 35, name: 'Ann B.', badge: null } })],
                }),
              }
            : { body: { ...THREADS, nextCursor: '5' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Show more questions' }));
    expect(await screen.findByText('The oldest question here.')).toBeTruthy();
    expect(api.to(QUESTIONS_URL).map((request) => request.search)).toEqual(['', '?cursor=5']);
    expect(screen.queryByRole('button', { name: 'Show more questions' })).toBeNull();
  });
});
