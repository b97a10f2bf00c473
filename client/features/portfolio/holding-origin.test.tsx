// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { Trophy } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { cents } from '@common/money';
import type { PortfolioPerformance } from '@common/schemas/portfolio';
import { aSandboxStatus, aUser, anInvestment } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { AllocationCard } from './allocation-card';
import { InvestmentRow } from './investment-row';
import { PerformerCard } from './performer-card';
import { HoldingReturnsList } from './returns-card';

/** Two holdings of one project, one from its campaign and one bought on the market, told apart wherever holdings are listed. */
const fromCampaign = anInvestment({ id: 21, origin: 'campaign', investmentDate: '2027-01-04T10:00:00.000Z' });
const fromMarket = anInvestment({ id: 22, origin: 'market', investmentDate: '2028-03-03T10:00:00.000Z', amount: '48.00', fee: '0.00' });

describe('a holding says how and when it was bought', () => {
  it('in the dashboard rows, each row named by it', () => {
    stubApi({ 'GET /api/auth/user': () => ({ body: aUser() }), 'GET /api/sandbox': () => ({ body: aSandboxStatus() }) });
    renderWithApp(
      <ul>
        <InvestmentRow investment={fromCampaign} />
        <InvestmentRow investment={fromMarket} />
      </ul>,
      { path: '/dashboard' },
    );
    expect(screen.getByRole('article', { name: 'Midnight Tour Invested in the campaign on Jan 4, 2027' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Midnight Tour Bought on the market on Mar 3, 2028' })).toBeTruthy();
  });

  it('in Returns by Holding', () => {
    const holding = (investment: typeof fromCampaign) => ({
      investmentId: investment.id,
      projectId: investment.projectId,
      projectTitle: investment.project.title,
      origin: investment.origin,
      investmentDate: investment.investmentDate,
      moneyWeighted: '1.00',
      timeWeighted: '1.00',
      annualised: false,
      flows: [],
    });
    const performance: PortfolioPerformance = {
      range: 'all',
      from: '2027-01-04',
      to: '2028-03-03',
      moneyWeighted: '1.00',
      timeWeighted: '1.00',
      annualised: true,
      breakdown: { payouts: '0.00', valueChange: '0.00', realized: '0.00', fees: '0.00' },
      flows: [],
      holdings: [holding(fromCampaign), holding(fromMarket)],
    };
    render(<HoldingReturnsList performance={performance} label="All time" />);
    expect(screen.getByRole('article', { name: 'Midnight Tour Invested in the campaign on Jan 4, 2027' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Midnight Tour Bought on the market on Mar 3, 2028' })).toBeTruthy();
  });

  it('in Best Performer and Needs Attention', () => {
    render(
      <PerformerCard
        title="Best Performer"
        icon={Trophy}
        iconClassName=""
        investment={fromMarket}
        moneyWeighted="-16.67"
        annualised={false}
      />,
    );
    const card = screen.getByRole('region', { name: 'Best Performer' });
    expect(within(card).getByText('Bought on the market on Mar 3, 2028')).toBeTruthy();
  });
});

describe('AllocationCard', () => {
  it('tells the holdings apart and says Total Portfolio is at cost, beside Net worth at value', () => {
    render(<AllocationCard balanceCents={cents(100_00)} investments={[fromCampaign, fromMarket]} />);
    expect(screen.getByText('Invested in the campaign on Jan 4, 2027')).toBeTruthy();
    expect(screen.getByText('Bought on the market on Mar 3, 2028')).toBeTruthy();
    expect(screen.getByText('Total Portfolio')).toBeTruthy();
    expect(screen.getByText("Your balance plus what your investments cost. Net worth counts them at today's value.")).toBeTruthy();
  });
});
