import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../server/test/server-process';

const repoRoot = path.resolve(import.meta.dirname, '..');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * `npm start` as a process manager or a container runs it: the signal goes to npm, the wrapper,
 * and must reach the server, which then shuts down and releases the PGlite folder.
 * Without a build, `npm start` builds first, hence the long timeout.
 */
describe('npm start', () => {
  let dataDir: string;
  let serverPid = 0;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'stagebacker-start-'));
  });

  afterEach(() => {
    // A failing run must not leave an orphaned server behind.
    if (serverPid && isRunning(serverPid)) process.kill(serverPid, 'SIGKILL');
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'passes %s on to the server: it shuts down, releases the data folder and npm exits 0',
    async (signal) => {
      const port = await freePort();
      const npm = spawn('npm', ['start'], {
        cwd: repoRoot,
        env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        npm.once('exit', (code, exitSignal) => resolve({ code, signal: exitSignal })),
      );

      const deadline = Date.now() + 170_000;
      for (;;) {
        if (npm.exitCode !== null) throw new Error(`npm start exited with ${npm.exitCode}:\n${output}`);
        const answered = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (answered) break;
        if (Date.now() > deadline) throw new Error(`npm start did not answer:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const lockFile = path.join(dataDir, 'server.lock');
      serverPid = Number(readFileSync(lockFile, 'utf8'));
      expect(serverPid).not.toBe(npm.pid);

      npm.kill(signal);
      const exit = await exited;

      expect(exit, output).toEqual({ code: 0, signal: null });
      expect(isRunning(serverPid), `server pid ${serverPid} still running`).toBe(false);
      expect(existsSync(lockFile)).toBe(false);
    },
    180_000,
  );
});
