import { useSearchParams } from 'wouter';

export const analyticsTabs = ['overview', 'performance', 'risk', 'insights'] as const;
export type AnalyticsTab = (typeof analyticsTabs)[number];
export type DashboardTab = 'overview' | 'analytics';

const isAnalyticsTab = (value: string | null): value is AnalyticsTab => (analyticsTabs as readonly (string | null)[]).includes(value);

/**
 * The dashboard's tabs live in the address, as the spec reads them: `?tab=analytics` opens
 * Advanced Analytics (anything else the overview) and `?analyticsTab=` picks its sub-tab
 * (default overview). Changing tabs replaces the entry, so Back leaves the dashboard.
 */
export function useDashboardTabs() {
  const [params, setParams] = useSearchParams();
  const tab: DashboardTab = params.get('tab') === 'analytics' ? 'analytics' : 'overview';
  const requested = params.get('analyticsTab');
  const analyticsTab: AnalyticsTab = isAnalyticsTab(requested) ? requested : 'overview';

  const chooseTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'analytics') updated.set('tab', 'analytics');
        else {
          updated.delete('tab');
          updated.delete('analyticsTab');
        }
        return updated;
      },
      { replace: true },
    );

  const chooseAnalyticsTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', 'analytics');
        if (next === 'overview') updated.delete('analyticsTab');
        else updated.set('analyticsTab', next);
        return updated;
      },
      { replace: true },
    );

  return { tab, analyticsTab, chooseTab, chooseAnalyticsTab };
}
