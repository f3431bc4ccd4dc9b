// Writes .br and .gz next to every compressible file of the built SPA, so the server can send
// them as they are (@fastify/static preCompressed) instead of compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve('dist/web');
const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

let files = 0;
let raw = 0;
let brotli = 0;
function walk(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) walk(full);
    else if (COMPRESSIBLE.test(entry) && statSync(full).size >= MIN_BYTES) compress(full);
  }
}
function compress(file) {
  const content = readFileSync(file);
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  files += 1;
  raw += content.length;
  brotli += br.length;
}
walk(root);
console.log(
  `Compressed ${files} files: ${(raw / 1024).toFixed(0)} KB -> ${(brotli / 1024).toFixed(0)} KB (brotli).`,
);
