import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** Runs the check as if this Node were `version`. */
function checkAs(version: string) {
  const source = `Object.defineProperty(process.versions, 'node', { value: ${JSON.stringify(version)} }); await import('./scripts/check-node.mjs');`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', source], { cwd: repoRoot, encoding: 'utf8' });
}

describe('the Node version check', () => {
  it('stops Node 20 with one line saying how to fix it', () => {
    const run = checkAs('20.19.2');
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'Stagebacker needs Node 22 or newer (this is Node 20.19.2): run `npm install` without --ignore-scripts, which installs the project\'s Node 22 for every npm script (README, "Which Node runs").\n',
    );
  });

  it.each(['22.12.0', '24.1.0'])('lets Node %s through silently', (version) => {
    const run = checkAs(version);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
  });

  it('runs first in every npm script', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    for (const [name, command] of Object.entries(scripts)) {
      expect(command.startsWith('node scripts/check-node.mjs && '), `${name}: ${command}`).toBe(true);
    }
  });

  it('runs first in the server', () => {
    const main = readFileSync(path.join(repoRoot, 'server/main.ts'), 'utf8');
    expect(main.split('\n').find((line) => line.startsWith('import '))).toBe("import '../scripts/check-node.mjs';");
  });
});
