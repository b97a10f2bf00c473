import { Lock, ShieldCheck, Zap } from 'lucide-react';

const badges = [
  { icon: Lock, label: '256-bit SSL Encryption' },
  { icon: ShieldCheck, label: 'PCI Compliant' },
  { icon: Zap, label: 'Instant Processing' },
];

export function TrustBadges() {
  return (
    <ul aria-label="Payment security" className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {badges.map(({ icon: Icon, label }) => (
        <li
          key={label}
          className="flex items-center justify-center gap-2 rounded-xl border border-border bg-card/60 px-3 py-3 text-sm text-muted-foreground"
        >
          <Icon className="h-4 w-4 shrink-0 text-[#86efac]" aria-hidden />
          {label}
        </li>
      ))}
    </ul>
  );
}
