#!/usr/bin/env node
/**
 * Runs a server as a child and makes sure it ends when it is told to stop.
 *
 * Why: `npm start` runs its script through `sh -c`, and SIGTERM sent to npm
 * reaches that shell, which dies without passing it on, so `next-server` kept
 * running and held the port. The child runs in a process group of its own (so a
 * terminal's Ctrl-C reaches it once, through here), and this process ends it:
 * - on SIGINT, SIGTERM or SIGHUP, by sending the same signal to the child's group;
 * - when its own parent is gone (npm's shell killed under it), with SIGTERM;
 * - with SIGKILL if the group has not ended `GRACE_MS` after that.
 * It then exits as the child did: its exit code, or 128 + the signal's number.
 *
 *   node scripts/supervise.mjs -- <command> [args…]
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

const GRACE_MS = 5_000;
const PARENT_CHECK_MS = 250;
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
// Windows has no process groups, and a detached child there gets a console window of its own.
const GROUPS = process.platform !== 'win32';

/** Starts `command` and ties its life to this process's; resolves with the exit code to pass on. */
export function supervise(command, args, { env = process.env, stdio = 'inherit' } = {}) {
  const child = spawn(command, args, { stdio, env, detached: GROUPS });
  const parent = process.ppid;
  let stopping = null;

  const signalChild = (signal) => {
    try {
      if (GROUPS) process.kill(-child.pid, signal);
      else child.kill(signal);
    } catch {
      // Already gone.
    }
  };
  const stop = (signal) => {
    if (stopping) return;
    stopping = setTimeout(() => signalChild('SIGKILL'), GRACE_MS);
    stopping.unref();
    signalChild(signal);
  };
  const handlers = SIGNALS.map((signal) => [signal, () => stop(signal)]);
  for (const [signal, handler] of handlers) process.on(signal, handler);
  const watch = setInterval(() => {
    if (process.ppid !== parent) stop('SIGTERM');
  }, PARENT_CHECK_MS);

  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearInterval(watch);
      if (stopping) clearTimeout(stopping);
      for (const [name, handler] of handlers) process.off(name, handler);
      // Whatever else the child started in its group goes with it.
      if (GROUPS) signalChild('SIGKILL');
      resolve(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--');
  const [command, ...args] = at >= 0 ? process.argv.slice(at + 1) : [];
  if (!command) {
    console.error('usage: node scripts/supervise.mjs -- <command> [args…]');
    process.exit(2);
  }
  process.exit(await supervise(command, args));
}
