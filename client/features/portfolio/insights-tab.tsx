import type { LucideIcon } from 'lucide-react';
import { CalendarClock, Lightbulb, PieChart } from 'lucide-react';
import { AVAILABLE_CATEGORIES, averageRoiPercent, categoryCount, isWellDiversified } from '@common/rules/portfolio';
import type { Investment } from '@common/schemas/investments';
import { Card } from '@/components/ui/card';
import { performanceInsight } from './performance-insights';

interface Insight {
  title: string;
  icon: LucideIcon;
  text: string;
}

/** The Insights sub-tab: three tips, two of them about this portfolio. Sandbox tips, not financial advice. */
export function InsightsTab({ investments }: { investments: Investment[] }) {
  const categories = categoryCount(investments);
  const averageRoi = averageRoiPercent(investments);
  const insights: Insight[] = [
    {
      title: 'Diversification',
      icon: PieChart,
      text: `You're invested in ${categories} out of ${AVAILABLE_CATEGORIES} available categories. ${
        isWellDiversified(categories)
          ? 'Your portfolio is well diversified.'
          : 'Spreading across more project types would lower your concentration risk.'
      }`,
    },
    {
      title: 'Performance',
      icon: Lightbulb,
      text: performanceInsight(averageRoi),
    },
    {
      title: 'Market Timing',
      icon: CalendarClock,
      text: 'Q4 is traditionally the strongest season for music releases and live shows. Projects launching before the holidays often see more fan engagement.',
    },
  ];
  return (
    <div className="grid grid-cols-1 gap-4">
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {insights.map(({ title, icon: Icon, text }) => (
          <li key={title}>
            <Card className="h-full p-5">
              <div className="flex items-center gap-2">
                <Icon className="h-5 w-5 text-accent" aria-hidden />
                <h3 className="font-bold">{title}</h3>
              </div>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </Card>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">Sandbox tips on fictional projects, not financial advice.</p>
    </div>
  );
}
