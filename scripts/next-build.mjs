#!/usr/bin/env node
/**
 * `next build` with Next's telemetry off, for `npm test`: a test run should neither send
 * telemetry nor print the notice about it. A script rather than `VAR=1 next build` in
 * package.json, because that syntax is a POSIX shell's and npm runs scripts with cmd.exe on Windows.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const next = createRequire(import.meta.url).resolve('next/dist/bin/next');
const result = spawnSync(process.execPath, [next, 'build', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
if (result.error) throw result.error;
process.exit(result.status ?? 1);
