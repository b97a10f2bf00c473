// `npm start`: builds once if there is no build yet, then serves the client and the API from one process.
// The server runs in this process and package.json starts it with `exec`, so npm's SIGTERM and SIGINT reach it.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!['dist/server/main.js', 'dist/client/index.html', 'dist/ssr/entry-server.js'].every((file) => existsSync(file))) {
  console.log('No build found: building the client and the server first (about 30 s)...');
  execSync('npm run build', { stdio: 'inherit' });
}
await import('../dist/server/main.js');
