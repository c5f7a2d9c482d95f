import { describe, expect, it } from 'vitest';
import { readReportQuery, reportQuery } from './report-link';

const getter = (query: string) => {
  const params = new URLSearchParams(query);
  return (name: string) => params.get(name) ?? undefined;
};

describe('the link to /report', () => {
  it('names shipped catalogs and kept ones, each once, commas unescaped', () => {
    expect(reportQuery({ catalogs: ['github', 'slack-korotovsky', 'github'], yours: ['yours-abc123'] })).toBe('catalogs=github,slack-korotovsky&yours=yours-abc123');
    expect(reportQuery({ catalogs: [], yours: ['yours-abc123', 'yours-def456'] })).toBe('yours=yours-abc123,yours-def456');
  });

  it('drops what is neither a shipped catalog nor an id this app made', () => {
    expect(reportQuery({ catalogs: ['nope', 'demo-weather'], yours: ['My tools', 'yours-<b>'] })).toBe('catalogs=demo-weather');
    expect(reportQuery({ catalogs: ['nope'] })).toBe('');
  });

  it('reads back what it writes, and nothing else', () => {
    const q = reportQuery({ catalogs: ['github', 'notion'], yours: ['yours-abc123'] });
    expect(readReportQuery(getter(q))).toEqual({ catalogs: ['github', 'notion'], yours: ['yours-abc123'] });
    expect(readReportQuery(getter('catalogs=github,evil,github&yours=yours-x,yours-abc123'))).toEqual({ catalogs: ['github'], yours: ['yours-abc123'] });
    expect(readReportQuery(getter(''))).toEqual({ catalogs: [], yours: [] });
  });
});
