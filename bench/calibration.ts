/**
 * `npm run bench:calibration -- [projects] [seeds]` (after `npm run build`): how well the
 * outlook's P10-P90 bands hold (`GET /api/outlook/calibration`, decisions.md "What could happen").
 *
 * First on the demo data: for each of `seeds` sandbox secret seeds, the built server on a fresh
 * PGlite folder moves its sandbox clock two years on (`POST /api/sandbox/clock`, which closes the
 * campaigns that fall due and pays every quarter due) and answers its calibration.
 *
 * Then on many more project-quarters than the demo data has: for each sandbox secret seed, `projects`
 * funded projects (every type, goals and funding days spread out) are paid eight quarters (two
 * sandbox years) from their realized draws, exactly as the payout engine draws them, and each
 * quarter's investors' pool is checked against the band forecast at funding (the public default
 * seed and 10,000 paths), as `GET /api/outlook/calibration` does. A band from P10 to P90 of the
 * same distribution should hold 80% of quarters; the quarters of one project share its outlook,
 * so the figure of few projects is noisy: the spread over seeds shows how noisy.
 */
import { cents, splitRevenue } from '@common/money';
import { emptyTally, insideBandPercent, quarterBands, tallyQuarters } from '@common/rules/calibration';
import { OUTLOOK_PATHS, simulateFutures, type OutlookProject } from '@common/rules/outlook';
import { defaultOutlookSeed } from '@common/rules/outlook-inputs';
import { nextQuarterEnd, quarterOf } from '@common/rules/quarters';
import { quarterRevenueCents, realizedDraws } from '@common/rules/revenue-model';
import { calibrationSchema } from '@common/schemas/outlook-compare';
import { startServer } from './lib/server-process';

const TYPES = ['tour', 'album', 'marketing', 'podcast_production', 'equipment', 'studio', 'other'];
const QUARTERS = 8;
const projectCount = Number(process.argv[2] ?? 140);
const seeds = Number(process.argv[3] ?? 5);

const seedOf = (run: number) => (run === 0 ? 0 : (Math.imul(run, 0x9e37_79b1) >>> 1) + 1);
const TOKEN = 'bench-calibration-token';

for (let run = 0; run < seeds; run += 1) {
  const server = await startServer({ env: { SANDBOX_ADMIN_TOKEN: TOKEN, SANDBOX_SEED: String(seedOf(run)), LOG_LEVEL: 'error' } });
  try {
    const moved = await fetch(`${server.url}/api/sandbox/clock`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ advanceDays: 730 }),
    });
    if (!moved.ok) throw new Error(`moving the clock answered ${moved.status}: ${await moved.text()}`);
    const started = performance.now();
    const answer = calibrationSchema.parse(await (await fetch(`${server.url}/api/outlook/calibration`)).json());
    const firstMs = performance.now() - started;
    const again = performance.now();
    await fetch(`${server.url}/api/outlook/calibration`);
    const againMs = performance.now() - again;
    console.log(
      `demo data, seed ${String(seedOf(run)).padStart(10)}, two years on: ${answer.insideBand ?? '-'}% inside (${answer.inside} of ${answer.quartersCounted} quarters of ${answer.projectsCounted} funded project(s); below ${answer.below}, above ${answer.above}); answered in ${Math.round(firstMs)} ms, then ${Math.round(againMs)} ms`,
    );
  } finally {
    await server.stop();
  }
}

const projects: OutlookProject[] = Array.from({ length: projectCount }, (_, index) => ({
  id: index + 1,
  type: TYPES[index % TYPES.length]!,
  fundingGoalCents: cents((5_000 + ((index * 7_919) % 95_000)) * 100),
  fundedAt: new Date(Date.UTC(2026, 0, 1) + ((index * 37) % 365) * 86_400_000 + 3_600_000),
  sharePriceCents: cents(10_00),
  sharesIssued: 1_000,
  sharesToReachGoal: null,
}));
projects.forEach((project) => (project.sharesIssued = project.fundingGoalCents / project.sharePriceCents));

const started = performance.now();
const bands = projects.map((project) =>
  quarterBands(simulateFutures(project, { years: 5, paths: OUTLOOK_PATHS.default, seed: defaultOutlookSeed(project.id) })),
);
const forecastMs = performance.now() - started;

const figures: string[] = [];
const rows: string[] = [];
for (let run = 0; run < seeds; run += 1) {
  const seed = seedOf(run);
  const tally = emptyTally();
  const byType = new Map(TYPES.map((type) => [type, emptyTally()]));
  projects.forEach((project, index) => {
    const draws = realizedDraws(seed, project.id);
    const paid: Array<{ quarter: string; poolCents: number }> = [];
    for (let end = nextQuarterEnd(project.fundedAt); paid.length < QUARTERS; end = nextQuarterEnd(end)) {
      const pool = splitRevenue(quarterRevenueCents(project, end, draws)).investors;
      paid.push({ quarter: quarterOf(new Date(end.getTime() - 1)), poolCents: pool });
    }
    tallyQuarters(tally, bands[index]!, paid);
    tallyQuarters(byType.get(project.type)!, bands[index]!, paid);
  });
  figures.push(insideBandPercent(tally) ?? '-');
  rows.push(
    `seed ${String(seed).padStart(10)}: ${insideBandPercent(tally)}% inside (${tally.inside} of ${tally.quartersCounted}; below ${tally.below}, above ${tally.above}); by type: ${[
      ...byType,
    ]
      .map(([type, typeTally]) => `${type} ${insideBandPercent(typeTally)}%`)
      .join(', ')}`,
  );
}
console.log(`${projectCount} funded projects × ${QUARTERS} quarters, forecasts at funding in ${Math.round(forecastMs)} ms`);
for (const row of rows) console.log(row);
console.log(`inside the P10-P90 band, by seed: ${figures.join('%, ')}%`);
