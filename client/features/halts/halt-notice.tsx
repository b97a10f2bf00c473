import { OctagonPause } from 'lucide-react';
import { PROJECTS_PAUSED, SIGNUPS_PAUSED, TRADING_HALTED, type HaltList } from '@common/schemas/staff';
import { useHalts } from './api';

type Applies = { scope: 'trading'; projectId: number } | { scope: 'signups' } | { scope: 'projects' };

const headline = { trading: TRADING_HALTED, signups: SIGNUPS_PAUSED, projects: PROJECTS_PAUSED } as const;

/** The halt in force where the user is, if any: trading in this project (or all), sign-ups, new projects. */
export function haltThatApplies(halts: HaltList['halts'], applies: Applies) {
  return halts.find(
    (halt) =>
      halt.scope === applies.scope && (applies.scope !== 'trading' || halt.projectId === null || halt.projectId === applies.projectId),
  );
}

/** Tells the user, where it applies, that an admin halted this and why; nothing otherwise. */
export function HaltNotice(applies: Applies) {
  const halts = useHalts();
  const halt = halts.data ? haltThatApplies(halts.data.halts, applies) : undefined;
  if (!halt) return null;
  return (
    <div role="status" className="flex items-start gap-2 rounded-xl border border-accent/50 bg-accent/10 p-3 text-sm">
      <OctagonPause className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden />
      <p>
        <span className="font-semibold">{headline[applies.scope]}</span> {halt.reason}
      </p>
    </div>
  );
}
