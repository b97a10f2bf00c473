// `npm run dev`: the API on PORT+1 with reload (tsx watch) and Vite with hot reload on PORT, proxying /api to it.
import { spawn } from 'node:child_process';

const port = Number(process.env.PORT ?? 3000);
const apiPort = String(port + 1);

const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn('npx', ['vite', '--port', String(port), '--strictPort'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) child.on('exit', stopAll);
