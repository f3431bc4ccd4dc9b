// npm run dev: the API in watch mode on API_PORT (3000) and Vite with hot reload on 5173.
import { spawn } from 'node:child_process';

const env = { ...process.env, NODE_ENV: 'development', PORT: process.env.API_PORT ?? '3000' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env,
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env } }),
];
console.log('API on http://localhost:3000, web with hot reload on http://localhost:5173');

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
