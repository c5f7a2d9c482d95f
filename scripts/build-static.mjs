#!/usr/bin/env node
/**
 * `npm run build:static`: the whole app as a folder of static files, in `out/`.
 * BASE_PATH=/sub/path builds it for a host that serves it under that path (a
 * GitHub Pages project site: BASE_PATH=/<repository>; or `-- --base-path /x`). Telemetry off, like
 * scripts/next-build.mjs, and a script rather than `VAR=1 next build` so it runs
 * under cmd.exe too.
 *
 * Next builds an export in .next as well, replacing a Node build there: `npm test`
 * runs this before `next build`, and `npm start` needs `npm run build` again after it.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

// `--base-path /x` as well as BASE_PATH=/x: npm scripts cannot set a variable on every shell.
const { values } = parseArgs({ options: { 'base-path': { type: 'string' } } });
const basePath = values['base-path'] ?? process.env.BASE_PATH ?? '';

const next = createRequire(import.meta.url).resolve('next/dist/bin/next');
const result = spawnSync(process.execPath, [next, 'build'], {
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', STATIC_EXPORT: '1', BASE_PATH: basePath },
});
if (result.error) throw result.error;
if (result.status === 0) console.log(`Static site written to out/${basePath ? `, to be served under ${basePath}/` : ''}.`);
process.exit(result.status ?? 1);
