import { DemoNotice } from '@/features/projects';
import { CompareView } from '@/features/forecasts/compare.entry';

export default function ComparePage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">Compare Projects</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          The same money in up to four projects, side by side, and that money split evenly across them: simulated futures of each project’s
          revenue, with the chance of a loss and when the payouts would pay it back.
        </p>
      </header>
      <DemoNotice className="mt-8" />
      <CompareView />
    </div>
  );
}
