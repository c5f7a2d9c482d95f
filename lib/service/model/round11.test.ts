import { describe, expect, it } from 'vitest';
import { def, intentOver, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { searchQueries } from './queries';
import { fits, rankTools } from './rank';
import { taskWords } from './task-words';
import { wordFit } from './word-fit';

// Made-up servers the app does not ship: a network monitor beside a search engine, a code-quality service.

const network = [
  def('get_internet_speed_stats', 'Get internet speed statistics (download, upload, latency) by country.'),
  def('get_internet_outages', 'List internet outages reported in a region.'),
  def('get_domain_popularity', 'Rank the most popular domains on the internet.'),
];
const engine = [def('seekr-query', 'Run a web search with the Seekr engine and return the top results with snippets.', { query: { type: 'string' } }, ['query'])];
const web = [...network, ...engine].map(tool);

describe('a read of the web is a web search, whatever it looks for', () => {
  it('reads "search the web", "get … from the web" and "what the internet says" as a web search', () => {
    for (const q of ['Search the web for Acme pricing', 'Get the latest articles on robotics from the web', 'Look up what the internet says about the Rosetta probe']) {
      const [intent] = analyzeQuestion(q);
      expect(intent!.web, q).toBe(true);
      expect(intent!.concepts.map((c) => c.id), q).toEqual(['web']);
    }
  });

  it('leaves a question about what is on the internet, and the internet as a thing, to their own words', () => {
    for (const q of ['Which domains are the most popular on the internet right now?', 'Get the internet speed in Portugal']) expect(analyzeQuestion(q)[0]!.web, q).toBeUndefined();
  });

  it('searches for a web search first, with a pattern a web search tool\'s description matches', () => {
    const { intent, words } = intentOver('Look up what the internet says about the Rosetta probe', web);
    const [first] = searchQueries(intent, 'regex', words);
    expect(first).toMatch(/^\(\?i\)/);
    const re = new RegExp(first!.replace('(?i)', ''), 'i');
    expect(re.test(engine[0]!.description!)).toBe(true);
    expect(re.test('Web Search over the public index.')).toBe(true);
    expect(network.some((t) => re.test(`${t.name} ${t.description}`))).toBe(false);
  });

  it('calls the web search, not a tool named for the internet', () => {
    const { intent, words } = intentOver('Look up what the internet says about the Rosetta probe', web);
    const [best] = rankTools(web, intent, [], words);
    expect(best!.tool.name).toBe('seekr-query');
    expect(fits(best)).toBe(true);
    const data = intentOver('Which domains are the most popular on the internet right now?', web);
    expect(rankTools(web, data.intent, [], data.words)[0]!.tool.name).toBe('get_domain_popularity');
  });
});

describe('an id the schema requires and its own description calls optional', () => {
  const optional = (what: string) => ({ type: 'string', description: `The optional ${what}` });
  const tools = [
    def('list_quality_checks', 'List the quality checks defined on the server.'),
    def('get_project_quality_check_status', 'Get the quality check status of a project.', { analysisId: optional('analysis ID'), projectKey: optional('project key') }, ['analysisId', 'projectKey']),
  ].map(tool);

  it('does not hold the tool back as needing an id the question lacks', () => {
    const { intent, words } = intentOver('What is the quality check status of project my-app?', tools);
    const [best] = rankTools(tools, intent, [], words);
    expect(best!.tool.name).toBe('get_project_quality_check_status');
    expect(best!.blocker).toBeUndefined();
  });
});

describe('a tool name\'s word that synonyms reach is credited once', () => {
  it('counts "driving", "directions" and "travel" against "routing" as one word of the name', () => {
    const [mail, maps] = [def('get_mail_routing_stats', 'Mail routing statistics for a zone.'), def('maps_directions', 'Directions between two places, with the travel time.')].map(tool);
    const task = taskWords(analyzeQuestion('Get me driving directions from the station to the airport, with the estimated travel time')[0]!);
    const routing = wordFit(mail!, task);
    expect(routing.inName).toHaveLength(1);
    expect(routing.score).toBeLessThan(wordFit(maps!, task).score);
  });
});

describe('the steps of a request', () => {
  const clauses = (q: string) => analyzeQuestion(q).map((i) => i.clause);

  it('reads "and then get its …" as a next step, where "and show me its …" says more of the same', () => {
    expect(clauses("In Mixpanel, find our saved funnel called 'Onboarding v2' and then get its conversion data for May")).toEqual(["In Mixpanel, find our saved funnel called 'Onboarding v2'", 'get its conversion data for May']);
    expect(clauses("Open the page 'Roadmap' and show me its content")).toHaveLength(1);
  });

  it('splits at a step the word list has no verb for: pull up, query', () => {
    expect(clauses("List all of our feature flags, then pull up the full definition of the flag 'checkout'")).toHaveLength(2);
    expect(clauses('Check the schema of the events table first, then query the number of rows per country')).toHaveLength(2);
  });

  it('splits at a comma after a step, not after the place a request starts with', () => {
    expect(clauses("Create a spreadsheet 'Team OKRs', add a sheet tab 'Q1' to it")).toEqual(["Create a spreadsheet 'Team OKRs'", "add a sheet tab 'Q1' to it"]);
    expect(clauses("On the board 4455, create a group called 'Backlog'")).toHaveLength(1);
  });
});
