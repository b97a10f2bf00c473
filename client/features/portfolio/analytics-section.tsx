import { useState } from 'react';
import type { Investment } from '@common/schemas/investments';
import type { HistoryRange } from '@common/schemas/portfolio';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AnalyticsOverview } from './analytics-overview';
import { InsightsTab } from './insights-tab';
import { PerformanceTab } from './performance-tab';
import { RiskTab } from './risk-tab';
import { TimeframeSelect } from './timeframe-select';
import { DEFAULT_TIMEFRAME } from './timeframes';
import type { AnalyticsTab } from './use-dashboard-tabs';

interface AnalyticsSectionProps {
  investments: Investment[];
  analyticsTab: AnalyticsTab;
  onAnalyticsTabChange: (tab: string) => void;
}

/** Advanced Analytics (the header's Performance Analytics anchor): a timeframe and four sub-tabs. */
export function AnalyticsSection({ investments, analyticsTab, onAnalyticsTabChange }: AnalyticsSectionProps) {
  const [range, setRange] = useState<HistoryRange>(DEFAULT_TIMEFRAME);
  return (
    <section id="analytics-section" aria-labelledby="analytics-heading" className="scroll-mt-24">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="analytics-heading" className="text-2xl font-bold tracking-tight">
            Advanced Analytics
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Simulated sandbox performance of your active investments.</p>
        </div>
        <TimeframeSelect value={range} onChange={setRange} />
      </div>
      <Tabs value={analyticsTab} onValueChange={onAnalyticsTabChange} className="mt-5">
        <TabsList aria-label="Analytics views" className="flex-wrap">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="performance">Performance</TabsTrigger>
          <TabsTrigger value="risk">Risk Analysis</TabsTrigger>
          <TabsTrigger value="insights">Insights</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <AnalyticsOverview investments={investments} />
        </TabsContent>
        <TabsContent value="performance">
          <PerformanceTab investments={investments} range={range} />
        </TabsContent>
        <TabsContent value="risk">
          <RiskTab investments={investments} />
        </TabsContent>
        <TabsContent value="insights">
          <InsightsTab investments={investments} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
