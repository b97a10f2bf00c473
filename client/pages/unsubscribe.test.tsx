// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anUnsubscribeResult } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import UnsubscribePage from './unsubscribe';

describe('the unsubscribe page', () => {
  it("reads the link's token from the address, without signing in", async () => {
    const api = stubApi({ 'GET /api/unsubscribe': () => ({ body: anUnsubscribeResult() }) });
    renderWithApp(<UnsubscribePage />, { path: '/unsubscribe?token=abc.def' });
    expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
    expect(api.requests.map((request) => `${request.method} ${request.path}${request.search}`)).toEqual([
      'GET /api/unsubscribe?token=abc.def',
    ]);
  });
});
