import { categoryCount, concentrationRisk, riskBand, riskScore, type RiskBand } from '@common/rules/portfolio';
import type { Investment } from '@common/schemas/investments';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { RiskBandBadge } from './risk-band-badge';

const verdicts: Record<RiskBand, string> = {
  'Low Risk': 'Your portfolio looks well balanced: several holdings, and few of them are losing value.',
  'Medium Risk': 'Your portfolio carries a moderate level of risk. More holdings, and fewer losing ones, would lower it.',
  'High Risk': 'Your portfolio carries a high level of risk: it is small or several of its holdings are losing value.',
};

interface RiskFactor {
  name: string;
  level: 'Low' | 'Medium' | 'High';
  /** How the level weighs on risk: low liquidity is a risk, low concentration risk is not. */
  tone: BadgeTone;
  explanation: string;
}

/** The Risk Analysis sub-tab: the overall score with its verdict, then the three factors behind it. */
export function RiskTab({ investments }: { investments: Investment[] }) {
  const score = riskScore(investments);
  const band = riskBand(score);
  const concentration = concentrationRisk(categoryCount(investments));
  const factors: RiskFactor[] = [
    {
      name: 'Concentration Risk',
      level: concentration,
      tone: concentration === 'Low' ? 'success' : 'danger',
      explanation:
        concentration === 'Low' ? 'Your money is spread over more than 3 categories.' : 'Your money sits in 3 categories or fewer.',
    },
    {
      name: 'Volatility',
      level: 'Medium',
      tone: 'warning',
      explanation: 'Creator projects rise and fall with releases, tours and audiences.',
    },
    {
      name: 'Liquidity',
      level: 'Low',
      tone: 'warning',
      explanation: 'Outside the sandbox, shares in creator projects are hard to sell before a project ends.',
    },
  ];
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card className="p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-lg font-bold">Overall Risk Score</h3>
          <RiskBandBadge band={band} />
        </div>
        <p className="mt-3 text-3xl font-extrabold">
          {score}
          <span className="text-lg font-semibold text-muted-foreground">/100</span>
        </p>
        <Progress value={score} label={`Risk score ${score} out of 100, ${band}`} className="mt-3 h-3" />
        <p className="mt-3 text-sm text-muted-foreground">{verdicts[band]} A higher score means a safer portfolio.</p>
      </Card>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {factors.map((factor) => (
          <li key={factor.name}>
            <Card className="h-full p-5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-bold">{factor.name}</h3>
                <Badge tone={factor.tone}>{factor.level}</Badge>
              </div>
              <p className="mt-2 text-sm text-muted-foreground">{factor.explanation}</p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
