import { useSearchParams } from 'wouter';

export const analyticsTabs = ['overview', 'performance', 'risk', 'insights'] as const;
export type AnalyticsTab = (typeof analyticsTabs)[number];
export type DashboardTab = 'overview' | 'analytics' | 'creator';

const isAnalyticsTab = (value: string | null): value is AnalyticsTab => (analyticsTabs as readonly (string | null)[]).includes(value);

/** The tab the address names: `?tab=creator` only for accounts that have the Creator tab. */
function tabOf(requested: string | null, hasCreatorTab: boolean): DashboardTab {
  if (requested === 'analytics') return 'analytics';
  return requested === 'creator' && hasCreatorTab ? 'creator' : 'overview';
}

/**
 * The dashboard's tabs live in the address, as the spec reads them: `?tab=analytics` opens
 * Advanced Analytics, `?tab=creator` the Creator tab of creator accounts (anything else the
 * overview), and `?analyticsTab=` picks the analytics sub-tab (default overview). Changing
 * tabs replaces the entry, so Back leaves the dashboard.
 */
export function useDashboardTabs(hasCreatorTab: boolean) {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'), hasCreatorTab);
  const requested = params.get('analyticsTab');
  const analyticsTab: AnalyticsTab = isAnalyticsTab(requested) ? requested : 'overview';

  const chooseTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next !== 'analytics') updated.delete('analyticsTab');
        if (next !== 'creator') updated.delete('project');
        if (next === 'analytics' || next === 'creator') updated.set('tab', next);
        else updated.delete('tab');
        return updated;
      },
      { replace: true },
    );

  const chooseAnalyticsTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', 'analytics');
        updated.delete('project');
        if (next === 'overview') updated.delete('analyticsTab');
        else updated.set('analyticsTab', next);
        return updated;
      },
      { replace: true },
    );

  return { tab, analyticsTab, chooseTab, chooseAnalyticsTab };
}
