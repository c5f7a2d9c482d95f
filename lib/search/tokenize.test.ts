import { describe, expect, it } from 'vitest';
import { normalizeTerm, queryTerms, tokenize } from './tokenize';

const tokens = (text: string) => {
  const out: Array<[string, string]> = [];
  tokenize(text, (term, start, end) => out.push([term, text.slice(start, end)]));
  return out;
};
const terms = (text: string) => tokens(text).map(([t]) => t);

describe('tokenize', () => {
  it('splits snake_case, kebab-case, dotted paths and punctuation', () => {
    expect(terms('list_pull_requests')).toEqual(['list', 'pull', 'request']);
    expect(terms('mcp__github__get-file.contents!')).toEqual(['mcp', 'github', 'get', 'file', 'content']);
  });

  it('splits camelCase and PascalCase, keeping acronyms whole', () => {
    expect(terms('getWeatherForecast')).toEqual(['get', 'weather', 'forecast']);
    expect(terms('HTTPServerError')).toEqual(['http', 'server', 'error']);
    expect(terms('pullNumber ID')).toEqual(['pull', 'number', 'id']);
  });

  it('keeps letters and digits together, but a capital still starts a new word', () => {
    expect(terms('s3 oauth2 v1Beta base64Encode')).toEqual(['s3', 'oauth2', 'v1', 'beta', 'base64', 'encode']);
  });

  it('reports offsets into the original text', () => {
    expect(tokens('getWeather(city)')).toEqual([['get', 'get'], ['weather', 'Weather'], ['city', 'city']]);
    expect(tokens('😀 Café')).toEqual([['café', 'Café']]);
  });

  it('handles non-ASCII letters and numbers', () => {
    expect(terms('naïve Ünïcode 東京 ٣٤')).toEqual(['naïve', 'ünïcode', '東京', '٣٤']);
  });

  it('singularises common English plurals, leaving short words and -ss/-us/-is alone', () => {
    expect(['requests', 'repositories', 'branches', 'boxes', 'status', 'access', 'analysis', 'gas', 'issues'].map(normalizeTerm)).toEqual([
      'request', 'repository', 'branch', 'box', 'status', 'access', 'analysis', 'gas', 'issue',
    ]);
  });

  it('gives distinct query terms in order', () => {
    expect(queryTerms('List the pull requests, list them')).toEqual(['list', 'the', 'pull', 'request', 'them']);
  });
});
