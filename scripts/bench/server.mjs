import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NEXT_BIN = path.join(ROOT, 'node_modules/.bin/next');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** `next build` when there is no production build yet, or when asked to. */
export async function ensureBuild({ force = false } = {}) {
  if (!force && existsSync(path.join(ROOT, '.next/BUILD_ID'))) return false;
  console.log(force ? 'Building (--build)…' : 'No production build (.next/BUILD_ID missing): building…');
  await run(NEXT_BIN, ['build'], { cwd: ROOT, env, stdio: 'inherit' });
  return true;
}

/** A port nobody is listening on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * `next start` on the production build. The binary is spawned directly (not via
 * npx) so the PID we hold is the server's and stop() ends exactly that process.
 */
export async function startNext({ port } = {}) {
  port ??= await freePort();
  const child = spawn(NEXT_BIN, ['start', '-p', String(port), '-H', '127.0.0.1'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`next start did not answer on ${url} within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, pid: child.pid, stop };
}

export function run(cmd, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, options);
    let stdout = '';
    child.stdout?.on('data', (d) => (stdout += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${path.basename(cmd)} ${args.join(' ')} exited with ${code}`))));
  });
}
