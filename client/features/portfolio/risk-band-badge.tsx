import type { RiskBand } from '@common/rules/portfolio';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<RiskBand, BadgeTone> = { 'Low Risk': 'success', 'Medium Risk': 'warning', 'High Risk': 'danger' };

export function RiskBandBadge({ band }: { band: RiskBand }) {
  return <Badge tone={tones[band]}>{band}</Badge>;
}
