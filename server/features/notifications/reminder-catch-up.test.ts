import { describe, expect, it } from 'vitest';
import { formatMomentUtc } from '@common/dates';
import { campaignClosesAt, cancellableUntil } from '@common/rules/campaigns';
import { settleDue } from '../../jobs/settle-due';
import { createProject, expectLedgerClean, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { notificationsOf } from '../../test/notification-fixtures';
import { FixedClock } from '../../test/test-clock';
import { send, signUpUser, useTestApp } from '../../test/test-app';
import { CLOSING_SOON_LEAD_MS } from './reminders';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = new FixedClock();
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' }, { clock });

describe('"closes in 2 days" arrives whatever steps the sandbox clock takes', () => {
  it.each([1, 2, 30])('stepping %i days at a time: each follower and pending backer is reminded once, before the close', async (step) => {
    const start = clock.now();
    const endDate = new Date(start.getTime() + 10 * DAY_MS).toISOString().slice(0, 10);
    const project = await createProject(context.database.db, { endDate });
    const follower = await signUpUser(context.app);
    expect(
      (await send(context.app, { method: 'PUT', url: `/api/follows/projects/${project.id}`, cookie: follower.cookie })).statusCode,
    ).toBe(204);
    const backer = await fundedInvestor(context.app, 1000);
    const placed = {
      method: 'POST' as const,
      url: '/api/investments',
      cookie: backer.cookie,
      payload: investPayload(project.id, '100', 9),
    };
    expect((await send(context.app, placed)).statusCode).toBe(201);
    // A backer who cancelled is no longer one: a follower's reminder at most, here none.
    const quitter = await fundedInvestor(context.app, 1000);
    const quit = await send(context.app, { ...placed, cookie: quitter.cookie });
    expect(
      (await send(context.app, { method: 'DELETE', url: `/api/investments/${quit.json().id}`, cookie: quitter.cookie })).statusCode,
    ).toBe(200);

    const closesAt = campaignClosesAt(endDate);
    try {
      for (let days = step; days <= 40; days += step) {
        clock.set(new Date(start.getTime() + days * DAY_MS));
        await settleDue(context.database.db, clock.now());
      }
      const ofProject = async (cookie: string) =>
        (await notificationsOf(context.app, cookie)).items.filter((item) => item.projectId === project.id);
      const closing = `The campaign closes on ${formatMomentUtc(closesAt)}.`;
      for (const [who, body] of [
        [follower.cookie, closing],
        [
          backer.cookie,
          `${closing} You can cancel your pending investment with a full refund until ${formatMomentUtc(cancellableUntil(endDate))}.`,
        ],
      ] as const) {
        const items = await ofProject(who);
        const reminders = items.filter((item) => item.kind === 'closing_soon');
        expect(reminders).toHaveLength(1);
        expect(reminders[0]).toMatchObject({ title: 'Test Project closes in 2 days', body });
        const remindedAt = Date.parse(reminders[0]?.createdAt ?? '');
        expect(remindedAt).toBeLessThanOrEqual(closesAt.getTime() - CLOSING_SOON_LEAD_MS);
        expect(remindedAt).toBeLessThan(cancellableUntil(endDate).getTime());
        const closed = items.find((item) => item.kind === 'campaign_failed');
        expect(Date.parse(closed?.createdAt ?? '')).toBeGreaterThan(remindedAt);
      }
      expect((await ofProject(quitter.cookie)).filter((item) => item.kind === 'closing_soon')).toEqual([]);
      await expectLedgerClean(context.database.db);
    } finally {
      clock.set(start);
    }
  });
});
