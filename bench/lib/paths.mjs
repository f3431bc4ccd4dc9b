import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root (bench/lib is two levels down). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
