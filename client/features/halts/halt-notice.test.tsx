// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HaltList } from '@common/schemas/staff';
import { renderWithApp } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { HaltNotice, haltThatApplies } from './halt-notice';

const halt = (scope: 'trading' | 'signups' | 'projects', projectId: number | null, reason: string) => ({
  scope,
  projectId,
  reason,
  haltedAt: '2026-11-29T10:00:00.000Z',
});

describe('where a halt applies', () => {
  it('trading halted in one project applies there only; halted everywhere applies to every project', () => {
    const one: HaltList['halts'] = [halt('trading', 12, 'Under review.')];
    expect(haltThatApplies(one, { scope: 'trading', projectId: 12 })?.reason).toBe('Under review.');
    expect(haltThatApplies(one, { scope: 'trading', projectId: 13 })).toBeUndefined();
    const all: HaltList['halts'] = [halt('trading', null, 'Market closed for maintenance.')];
    expect(haltThatApplies(all, { scope: 'trading', projectId: 13 })?.reason).toBe('Market closed for maintenance.');
    expect(haltThatApplies(all, { scope: 'signups' })).toBeUndefined();
  });

  it('tells the user the contract’s words and the admin’s reason, and nothing when no halt applies', async () => {
    stubApi({ 'GET /api/halts': () => ({ body: { halts: [halt('signups', null, 'Back at noon UTC.')] } }) });
    renderWithApp(
      <>
        <HaltNotice scope="signups" />
        <HaltNotice scope="projects" />
      </>,
    );
    expect((await screen.findByRole('status')).textContent).toBe('Sign-ups are paused. Back at noon UTC.');
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
