import * as ReactDomClient from 'react-dom/client';

/*
 * React DOM is CommonJS: the bundle runs its module code where a module first reads it. The
 * app's entry takes React DOM's roots from here, and this file is in the libraries' chunk
 * (vite.config.ts), so that start-up runs with that chunk, a task before the app's entry
 * (public/boot.js), instead of in the entry's task: on a phone's CPU the two were one long task.
 */
export const { createRoot, hydrateRoot } = ReactDomClient;
export type { Root } from 'react-dom/client';
