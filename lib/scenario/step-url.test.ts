import { describe, expect, it } from 'vitest';
import { stepFromQuery, stepQuery } from './step-url';

describe('step URLs', () => {
  const library = { kind: 'library', id: 'weather-mcp' } as const;
  const file = { kind: 'file', fileName: 'my run.json' } as const;

  it('write and read back a shipped scenario’s step', () => {
    expect(stepQuery(library, 5)).toBe('scenario=weather-mcp&step=6');
    expect(stepFromQuery(library, '?scenario=weather-mcp&step=6')).toBe(5);
  });

  it('say that an imported scenario needs its file', () => {
    expect(stepQuery(file, 0)).toBe('source=file&file=my+run.json&step=1');
    expect(stepFromQuery(file, '?source=file&file=my+run.json&step=3')).toBe(2);
  });

  it('ignore a query that points at another scenario or has no usable step', () => {
    expect(stepFromQuery(library, '?scenario=weather-client&step=6')).toBeNull();
    expect(stepFromQuery(library, '?scenario=weather-mcp&step=x')).toBeNull();
    expect(stepFromQuery(file, '?scenario=weather-mcp&step=2')).toBeNull();
  });
});
