import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { DataDirLockedError } from './data-dir-lock';

describe('the embedded database folder', () => {
  it('refuses a second server on the same folder with a clear message', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stagebacker-lock-'));
    const first = await openPglite(dataDir);
    try {
      await expect(openPglite(dataDir)).rejects.toThrow(DataDirLockedError);
      await expect(openPglite(dataDir)).rejects.toThrow(/in use by another server/);
    } finally {
      await first.close();
    }
    const again = await openPglite(dataDir);
    await again.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
});
