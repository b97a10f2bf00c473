// `npm start`: builds once if there is no build yet, then serves the client and the API from one process.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('dist/server/main.js') || !existsSync('dist/client/index.html')) {
  console.log('No build found: building the client and the server first (about 30 s)...');
  execSync('npm run build', { stdio: 'inherit' });
}
await import('../dist/server/main.js');
