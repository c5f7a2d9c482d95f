#!/usr/bin/env node
/**
 * `npm start`: `next start` (arguments passed on: `npm start -- -p 8080`), under
 * scripts/supervise.mjs so that stopping npm stops the server and frees its port.
 */
import { createRequire } from 'node:module';
import { supervise } from './supervise.mjs';

const next = createRequire(import.meta.url).resolve('next/dist/bin/next');
process.exit(await supervise(process.execPath, [next, 'start', ...process.argv.slice(2)]));
