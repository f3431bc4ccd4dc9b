/// <reference types="node" />
// Draws storefront pages with the server's renderer in a process of its own (a server process,
// as in production) for the hydration test: reads { paths, api } as JSON on stdin, where `api`
// maps "GET /api/..." (path without the query) to { status, body }; writes the pages as JSON.
import { createPageRenderer } from '../entry-server';

interface Input {
  paths: string[];
  api: Record<string, { status?: number; body: unknown }>;
}

async function readInput(): Promise<Input> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Input;
}

const input = await readInput();
const renderer = createPageRenderer({
  origin: 'http://localhost:3000',
  meta: {},
  transport: async (url, init) => {
    const key = `${init.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    const answer = input.api[key];
    if (!answer)
      return new Response(JSON.stringify({ error: `No fixture for ${key}` }), { status: 500 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  },
});
const pages: Record<string, unknown> = {};
for (const path of input.paths) pages[path] = await renderer.render(path);
process.stdout.write(JSON.stringify(pages));
