import type { ReactNode } from 'react';
import { decimalToCents } from '@common/money';
import type { CurrentUser } from '@common/schemas/auth';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Watchlist } from '@/features/follows';
import { MyOrders } from '@/features/market';
import { PayoutsSection } from '@/features/payouts';
import { AllocationCard } from './allocation-card';
import { AnalyticsSection } from './analytics-section';
import { useInvestments } from './api';
import { AvailableFundsCard } from './available-funds-card';
import { BalanceBanner } from './balance-banner';
import { ClosedPositions } from './closed-positions';
import { IncomeCalendar } from './income-calendar';
import { InvestmentList } from './investment-list';
import { NetWorthCard } from './net-worth-card';
import { PortfolioError } from './portfolio-error';
import { PortfolioSkeleton } from './portfolio-skeleton';
import { PortfolioStats } from './portfolio-stats';
import { useDashboardTabs } from './use-dashboard-tabs';
import { useScrollToHash } from './use-scroll-to-hash';

/**
 * The signed-in dashboard: balance, allocation, then the overview and analytics tabs, and the
 * Creator tab given by the page for creator accounts.
 */
export function PortfolioView({ user, creatorTab }: { user: CurrentUser; creatorTab?: ReactNode }) {
  const investments = useInvestments();
  const { tab, analyticsTab, chooseTab, chooseAnalyticsTab } = useDashboardTabs(creatorTab !== undefined);
  useScrollToHash(investments.isSuccess);

  if (investments.isPending) return <PortfolioSkeleton />;
  if (investments.isError) return <PortfolioError />;
  const holdings = investments.data;
  const balanceCents = decimalToCents(user.accountBalance);
  return (
    <div className="grid grid-cols-1 gap-8">
      <BalanceBanner balanceCents={balanceCents} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <AvailableFundsCard balanceCents={balanceCents} />
        <AllocationCard balanceCents={balanceCents} investments={holdings} />
      </div>
      <Tabs value={tab} onValueChange={chooseTab}>
        {/* Three tabs wrap onto two rows on a phone rather than hiding the Creator tab past the edge. */}
        <TabsList aria-label="Dashboard views" className={creatorTab ? 'flex-wrap sm:max-w-xl sm:flex-nowrap' : 'sm:max-w-md'}>
          <TabsTrigger value="overview">Portfolio Overview</TabsTrigger>
          <TabsTrigger value="analytics">Advanced Analytics</TabsTrigger>
          {creatorTab ? <TabsTrigger value="creator">Creator</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="overview" className="grid grid-cols-1 gap-8">
          <NetWorthCard />
          <PortfolioStats investments={holdings} />
          <InvestmentList investments={holdings} />
          <MyOrders />
          <Watchlist />
          <PayoutsSection investments={holdings} />
          <IncomeCalendar />
          <ClosedPositions />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsSection investments={holdings} analyticsTab={analyticsTab} onAnalyticsTabChange={chooseAnalyticsTab} />
        </TabsContent>
        {creatorTab ? <TabsContent value="creator">{creatorTab}</TabsContent> : null}
      </Tabs>
    </div>
  );
}
