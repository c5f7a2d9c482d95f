import { describe, expect, it } from 'vitest';
import { ARTICLE_QUOTED, ARTICLE_SERVERS, articleArithmetic, reproduceHeadline } from './article';

describe('the article’s quoted figures', () => {
  const a = articleArithmetic();

  it('its five servers add up to its 55K and 58 tools', () => {
    expect(a.serverSum).toBe(ARTICLE_QUOTED.definitions);
    expect(a.toolSum).toBe(58);
  });

  it('its 77K holds ~72K of definitions, not the 55K; and its 85% is the 55K case, 88.7% the 77K one', () => {
    expect(a.rest).toBe(5_200);
    expect(a.definitionsIn77K).toBe(71_800);
    expect(a.savingFrom77K).toBeCloseTo(0.887, 3);
    expect(a.savingFrom55K).toBeCloseTo(0.855, 3);
  });
});

describe('the headline on the shipped catalogs', () => {
  const assumptions = { base: 0, discovered: 5, window: 200_000, inputPrice: 3 };

  it('uses the stand-ins it has and lists the servers it has none for', () => {
    const r = reproduceHeadline({ 'github-default-toolsets': { tools: 43, tokens: 11_000 }, 'slack-korotovsky': { tools: 16, tokens: 4_000 } }, assumptions);
    expect(r.used.map((u) => u.server)).toEqual(['GitHub', 'Slack']);
    expect(r.missing.map((m) => m.server)).toEqual(['Sentry', 'Grafana', 'Splunk']);
    expect(r.quotedForUsed).toBe(47_000);
    expect(r.total).toEqual({ tools: 59, tokens: 15_000 });
    expect(r.budget.allLoaded.context).toBeGreaterThan(r.budget.toolSearch.context);
  });

  it('a stand-in not loaded yet counts as missing, not as zero tokens', () => {
    const r = reproduceHeadline({ 'slack-korotovsky': { tools: 16, tokens: 4_000 } }, assumptions);
    expect(r.missing.map((m) => m.server)).toContain('GitHub');
    expect(ARTICLE_SERVERS.length).toBe(r.used.length + r.missing.length);
  });
});
