import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * `npm start` must free its port when it is stopped. npm runs the script as
 * `sh -c "node scripts/start.mjs"` and a SIGTERM sent to npm reaches only that
 * shell, so these tests play npm's part: a shell runs the supervisor, which runs
 * a stand-in server (a real HTTP server on a real port), and the test stops it
 * the ways npm and a terminal do.
 */

const ROOT = path.resolve(__dirname, '..');
const SUPERVISE = path.join(ROOT, 'scripts/supervise.mjs');
const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** Listens on a free port and prints it and its pid; `ignoreTerm` makes it a server that will not stop when asked. */
const server = (ignoreTerm = false) =>
  `const s = require('node:http').createServer((q, r) => r.end('up')).listen(0, '127.0.0.1', () => console.log(s.address().port, process.pid));` +
  (ignoreTerm ? `process.on('SIGTERM', () => {});` : '');

interface Started {
  shell: ChildProcess;
  port: number;
  /** Resolves when every process holding the output pipe (supervisor and server) has ended. */
  ended: Promise<void>;
  /** The supervisor's exit code, when the test runs it without a shell in between. */
  code: Promise<number | null>;
}

/** npm's `sh -c …`, in a process group of its own so a test can signal it like a terminal does. */
/** Every stand-in server started, ended by afterEach should a test fail and leave one running. */
const servers: number[] = [];
afterEach(() => {
  for (const pid of servers.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Ended, as it should have.
    }
  }
});

async function start(code: string, { shell = true } = {}): Promise<Started> {
  const command = [process.execPath, SUPERVISE, '--', process.execPath, '-e', code];
  const child = shell
    ? spawn('sh', ['-c', command.map(quote).join(' ')], { stdio: ['ignore', 'pipe', 'inherit'], detached: true })
    : spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  const ended = new Promise<void>((resolve) => child.stdout!.on('close', () => resolve()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = /^(\d+) (\d+)\n/.exec(out);
      if (line) {
        servers.push(Number(line[2]));
        resolve(Number(line[1]));
      }
    });
    child.on('exit', () => reject(new Error(`exited before listening: ${out}`)));
  });
  return { shell: child, port, ended, code: exit };
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/' }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.end();
  });

describe('the start script’s supervisor', () => {
  it('ends the server when the shell npm started is killed with SIGTERM, freeing the port', async () => {
    const { shell, port, ended } = await start(server());
    expect(await answers(port)).toBe(true);
    // What npm does with the SIGTERM it gets: passes it to its child, the shell, and to nothing else.
    shell.kill('SIGTERM');
    await ended;
    expect(await answers(port)).toBe(false);
  });

  it('passes Ctrl-C on to the server once, from the terminal’s process group', async () => {
    const { shell, port, ended } = await start(server());
    process.kill(-shell.pid!, 'SIGINT');
    await ended;
    expect(await answers(port)).toBe(false);
  });

  it('exits as the server did: 128 + the signal’s number after a SIGTERM', async () => {
    const { shell, ended, code } = await start(server(), { shell: false });
    shell.kill('SIGTERM');
    await ended;
    expect(await code).toBe(128 + 15);
  });

  it('ends a server that ignores SIGTERM with SIGKILL after a grace period', async () => {
    const { shell, port, ended } = await start(server(true));
    shell.kill('SIGTERM');
    await ended;
    expect(await answers(port)).toBe(false);
  });

  it('is what npm start runs', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe('node scripts/start.mjs');
    expect(readFileSync(path.join(ROOT, 'scripts/start.mjs'), 'utf8')).toMatch(/supervise\(process\.execPath, \[next, 'start', \.\.\.process\.argv\.slice\(2\)\]\)/);
  });
});
