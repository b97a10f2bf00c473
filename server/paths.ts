import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root, found from this file whether it runs from source or from the built bundle. */
function findAppRoot(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(directory, 'package.json'))) {
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error('package.json not found above the server code');
    directory = parent;
  }
  return directory;
}

export const appRoot = findAppRoot();
export const migrationsFolder = path.join(appRoot, 'server/db/migrations');
export const clientBuildFolder = path.join(appRoot, 'dist/client');
