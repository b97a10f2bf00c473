// Writes the figures of the last `npm run test:mutation` into docs/mutation-testing.md, between
// the page's `mutation-report` markers: the score, the run's wall time and load, a table per
// file and every surviving mutant. Reads Stryker's reports/mutation/mutation.json and the run's
// reports/mutation/run.json (scripts/mutation-testing.mjs). Run alone: `node scripts/mutation-report.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';

const root = path.resolve(import.meta.dirname, '..');
const pagePath = path.join(root, 'docs/mutation-testing.md');
const START = '<!-- mutation-report:start (written by scripts/mutation-report.mjs) -->';
const END = '<!-- mutation-report:end -->';

const undetected = new Set(['Survived', 'NoCoverage']);

/** Stryker's score: detected over detected and undetected; errors and ignored mutants count for neither. */
function tally(mutants) {
  const count = (status) => mutants.filter((mutant) => mutant.status === status).length;
  const killed = count('Killed') + count('Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const errors = count('CompileError') + count('RuntimeError');
  const ignored = count('Ignored');
  const valid = killed + survived + noCoverage;
  return { total: mutants.length, killed, survived, noCoverage, errors, ignored, score: valid === 0 ? 100 : (100 * killed) / valid };
}

const percent = (score) => `${score.toFixed(2)}%`;
const minutes = (seconds) => `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
const oneLine = (text, max = 70) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};
const cell = (text) => `\`${text.replaceAll('`', "'").replaceAll('|', '\\|')}\``;

function table(rows) {
  const header = '| File | Mutants | Killed | Survived | No coverage | Ignored | Errors | Score |';
  const rule = '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |';
  const line = (name, t, bold = false) => {
    const b = (value) => (bold ? `**${value}**` : String(value));
    return `| ${b(name)} | ${b(t.total)} | ${b(t.killed)} | ${b(t.survived)} | ${b(t.noCoverage)} | ${b(t.ignored)} | ${b(t.errors)} | ${b(percent(t.score))} |`;
  };
  return [header, rule, ...rows.map(([name, t, bold]) => line(name, t, bold))].join('\n');
}

export function mutationSection(report, run) {
  const files = Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b));
  const all = files.flatMap(([, file]) => file.mutants);
  const total = tally(all);
  const staticIgnored = all.filter((mutant) => mutant.status === 'Ignored' && /static/i.test(mutant.statusReason ?? '')).length;
  const lines = [];
  lines.push(
    `**Score: ${percent(total.score)}** (${total.killed} killed or timed out, ${total.survived} survived, ${total.noCoverage} not covered; ` +
      `${total.ignored} ignored, of which ${staticIgnored} static; ${total.errors} errors; ${total.total} mutants in ${files.length} files).`,
  );
  if (run) {
    lines.push(
      '',
      `Run of ${run.startedAt.slice(0, 16).replace('T', ' ')} UTC: **${minutes(run.wallSeconds)}** wall clock on ${run.cores} cores at ` +
        `concurrency 2, load average ${run.load.min.toFixed(1)}–${run.load.max.toFixed(1)} (mean ${run.load.mean.toFixed(1)}) while it ran.`,
    );
  }
  lines.push('', table([['All', total, true], ...files.map(([name, file]) => [cell(name), tally(file.mutants), false])]));
  const survivors = files.flatMap(([name, file]) =>
    file.mutants
      .filter((mutant) => undetected.has(mutant.status))
      .map((mutant) => ({ name, mutant }))
      .sort((a, b) => a.mutant.location.start.line - b.mutant.location.start.line),
  );
  lines.push('', `### Surviving mutants (${survivors.length})`, '');
  if (survivors.length === 0) lines.push('None.');
  else {
    lines.push('| Where | Mutator | Becomes | Status |', '| --- | --- | --- | --- |');
    for (const { name, mutant } of survivors) {
      lines.push(
        `| ${cell(`${name}:${mutant.location.start.line}`)} | ${mutant.mutatorName} | ${cell(oneLine(mutant.replacement ?? ''))} | ${mutant.status} |`,
      );
    }
  }
  const marked = files.flatMap(([name, file]) =>
    file.mutants
      .filter((mutant) => mutant.status === 'Ignored' && !/static/i.test(mutant.statusReason ?? ''))
      .map((mutant) => ({ name, mutant })),
  );
  if (marked.length > 0) {
    lines.push('', `### Marked equivalent in the source (${marked.length})`, '');
    for (const { name, mutant } of marked)
      lines.push(`- ${cell(`${name}:${mutant.location.start.line}`)} ${mutant.mutatorName}: ${mutant.statusReason}`);
  }
  return lines.join('\n');
}

export async function writeMutationPage() {
  const report = JSON.parse(readFileSync(path.join(root, 'reports/mutation/mutation.json'), 'utf8'));
  let run = null;
  try {
    run = JSON.parse(readFileSync(path.join(root, 'reports/mutation/run.json'), 'utf8'));
  } catch {
    // Stryker run by hand: no timing to report.
  }
  const page = readFileSync(pagePath, 'utf8');
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/mutation-testing.md has no ${START} … ${END} markers`);
  const text = `${page.slice(0, start + START.length)}\n\n${mutationSection(report, run)}\n\n${page.slice(end)}`;
  // Formatted as `npm run lint` checks it (the tables' columns aligned).
  const options = await prettier.resolveConfig(pagePath);
  writeFileSync(pagePath, await prettier.format(text, { ...options, filepath: pagePath }));
  console.log('docs/mutation-testing.md: figures written');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await writeMutationPage();
