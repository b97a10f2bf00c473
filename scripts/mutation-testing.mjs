// `npm run test:mutation`: one Stryker run over the money core (stryker.config.mjs), timed, with
// the machine's load sampled while it runs (the machine is shared), then the page's figures
// regenerated from its report by scripts/mutation-report.mjs. Exits with Stryker's code, so a
// score under the break threshold fails.
import { spawn } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearInterval, setInterval } from 'node:timers';

const root = path.resolve(import.meta.dirname, '..');
const started = new Date();
const loads = [];
const sample = () => loads.push(os.loadavg()[0]);
sample();
const sampler = setInterval(sample, 30_000);

const code = await new Promise((resolve) => {
  // Stryker on the Node that runs this script (`npm run` picks Node 22, which Stryker 10 needs).
  const stryker = spawn(process.execPath, ['node_modules/@stryker-mutator/core/bin/stryker.js', 'run', 'stryker.config.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  stryker.on('exit', (exitCode) => resolve(exitCode ?? 1));
});
clearInterval(sampler);
sample();

const run = {
  startedAt: started.toISOString(),
  wallSeconds: Math.round((Date.now() - started.getTime()) / 1000),
  cores: os.cpus().length,
  load: { min: Math.min(...loads), mean: loads.reduce((sum, load) => sum + load, 0) / loads.length, max: Math.max(...loads) },
  strykerExitCode: code,
};
mkdirSync(path.join(root, 'reports/mutation'), { recursive: true });
writeFileSync(path.join(root, 'reports/mutation/run.json'), `${JSON.stringify(run, null, 2)}\n`);
console.log(`Mutation run: ${run.wallSeconds} s wall clock, load average ${run.load.min.toFixed(1)}-${run.load.max.toFixed(1)}`);

// Stryker also exits with 1 when it could not test at all (a test failing before any mutant):
// the page is rewritten only from a report this run wrote.
const reportPath = path.join(root, 'reports/mutation/mutation.json');
const reportWritten = (() => {
  try {
    return statSync(reportPath).mtimeMs >= started.getTime();
  } catch {
    return false;
  }
})();
if (reportWritten) {
  const { writeMutationPage } = await import('./mutation-report.mjs');
  await writeMutationPage();
}
process.exit(code);
