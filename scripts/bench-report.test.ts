import { describe, expect, it } from 'vitest';
import { benchCatalog, benchReport, benchTasks } from './bench-report';
import { main } from './report-cli';

describe('bench-report', () => {
  it('builds the bench catalog with each name once, and tasks whose tools it has', () => {
    const catalog = benchCatalog(600);
    expect(catalog).toHaveLength(600);
    expect(new Set(catalog.map((t) => t.name)).size).toBe(600);
    const names = new Set(catalog.map((t) => t.name));
    const tasks = benchTasks(names, 50);
    expect(tasks).toHaveLength(50);
    expect(tasks.every((t) => t.right.length > 0 && t.right.every((n) => names.has(n)))).toBe(true);
  });

  it('runs the command and the in-process report, and checks the command covered everything', () => {
    // The command runs in this process here; `npm run bench` spawns it. A clock that moves 1 ms a read keeps times out of the assertions.
    let now = 0;
    const result = benchReport({
      size: 300,
      taskCount: 20,
      runs: 1,
      clock: () => now++,
      runCommand: (args) => {
        const out: string[] = [];
        const code = main(args, { out: (l) => out.push(l), err: () => {} });
        if (code !== 0) throw new Error(`exit ${code}`);
        return { ms: 7, stdout: out.join('\n') };
      },
    });
    expect(result).toMatchObject({ tools: 300, tasks: 20, command_ms: { median: 7, runs: [7] }, target_ms: 10_000 });
    expect(result.phases_ms).toEqual({ parse: 1, index: 1, tasks: 1, tools: 1, total: 6 });
    // The edit's first answer comes before its full re-score: one read of the clock, then another.
    expect(result.edit_ms).toEqual({ quick: 1, full: 2 });
    expect(result.in_process_cpu_ms).toBeGreaterThan(0);
  });
});
