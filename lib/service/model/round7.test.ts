import { describe, expect, it } from 'vitest';
import { def, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion, describeIntent } from './analyze';
import { extractEntities } from './entities';
import { readInOwnWords } from './own-concepts';
import { ownProducts, properNouns } from './products';
import { rankTools, settleTies, type Fit } from './rank';
import { requestWords } from './request-words';
import { readSpelling } from './spelling';

// Made-up servers the app does not ship: a music player, a data warehouse, a CRM, a container runner, a notes app.
const names = (ranked: readonly Fit[]) => ranked.map((f) => f.tool.name);

describe('reading the verb after a place set before a comma', () => {
  it('reads "In Quarrybase, give me …" as a read, as "give me …" alone is', () => {
    const [intent] = analyzeQuestion('In Quarrybase, give me the average order value per region');
    expect(intent!.verb.class).toBe('read');
    expect(analyzeQuestion('Give me the average order value per region')[0]!.verb.class).toBe('read');
  });

  it('still reads a change after such a place as a change', () => {
    expect(analyzeQuestion('In Quarrybase, delete the staging table')[0]!.verb.id).toBe('delete');
  });

  it('does not read "give me" inside a question as giving something to someone', () => {
    const [intent] = analyzeQuestion('for the last quarter give me the revenue per region');
    expect(intent!.verb.class).toBe('read');
  });
});

describe('relative paths are values the question gives', () => {
  it('takes ./stack and ../shared as paths, as it takes /srv/app and ~/notes', () => {
    expect(extractEntities('compose up ./stack -d').entities.paths).toEqual(['./stack']);
    expect(extractEntities('list ../shared and ~/notes and /srv/app').entities.paths).toEqual(['../shared', '~/notes', '/srv/app']);
  });
});

describe('a document under a folder is a path, not a repository', () => {
  it('takes projects/home.md as a path, and leaves vercel/next.js a repository', () => {
    const note = extractEntities('Add a line under the Todo heading of projects/home.md in my vault').entities;
    expect(note.paths).toEqual(['projects/home.md']);
    expect(note.owner).toBeUndefined();
    const repo = extractEntities('Which pull requests are open on vercel/next.js?').entities;
    expect(repo.paths).toEqual([]);
    expect(repo.owner).toBe('vercel');
  });
});

describe('"batch" and "bulk" say how many, not what a tool does', () => {
  it('reads notely_batch_get_notes as a read, not as a write', () => {
    const tools = [def('notely_batch_get_notes', 'Return the contents of several notes at once.', { paths: { type: 'array' } })].map(tool);
    const [fit] = rankTools(tools, analyzeQuestion('show me my notes about the trip')[0]!, [], requestWords(tools));
    expect(fit!.rejected).toBeUndefined();
    expect(fit!.actionOk).toBe(true);
  });
});

describe('the verb after a server prefix', () => {
  it('reads plannr_create_project_status as creating a status, not as reading one, so it can post a status update', () => {
    const tools = [def('plannr_create_project_status', 'Create a status update on a project.', { project_id: { type: 'string' }, text: { type: 'string' } })].map(tool);
    const [fit] = rankTools(tools, analyzeQuestion('Post a status update on project 555123: on track')[0]!, [], requestWords(tools));
    expect(fit!.rejected).toBeUndefined();
    expect(fit!.actionOk).toBe(true);
  });
});

describe('a tool that manages a thing reads it too', () => {
  const PLAYER = [
    def('TunelyQueue', 'Manage the playback queue - get the current queue or add tracks to it.', { action: { type: 'string', enum: ['get', 'add'] } }),
    def('TunelySearch', 'Search the Tunely catalog for tracks, albums and artists.', { query: { type: 'string' } }),
  ].map(tool);

  it('fits "what is in my queue", where before it was set aside as a write', () => {
    const words = requestWords(PLAYER);
    const ranked = rankTools(PLAYER, analyzeQuestion("whats in my tunely queue")[0]!, [], words);
    const queue = ranked.find((f) => f.tool.name === 'TunelyQueue')!;
    expect(queue.rejected).toBeUndefined();
    expect(queue.actionOk).toBe(true);
    expect(ranked[0]!.tool.name).toBe('TunelyQueue');
  });
});

describe('"None" in a description is a value, not a product', () => {
  it('is not read as a proper noun', () => {
    expect(properNouns('If status = None, then all jobs are listed. Uses Quarrybase.')).toEqual(['quarrybase']);
    expect(ownProducts(tool(def('list_jobs', 'Retrieves all jobs. If status = None, every status is listed.')))).toEqual(new Set());
  });
});

describe('a tool named for what is asked goes before a general search', () => {
  const WAREHOUSE = [
    def('quarrybase_search', 'Search Quarrybase for anything: tables, jobs, configurations.', { query: { type: 'string' } }),
    def('list_jobs', 'Retrieves the jobs of the project, with their status.', { status: { type: 'string' } }),
    def('get_job', 'Get one job.', { job_id: { type: 'string' } }, ['job_id']),
  ].map(tool);

  it('lists jobs with the jobs tool, not the general search', () => {
    const words = requestWords(WAREHOUSE);
    const intent = { ...analyzeQuestion('Which Quarrybase jobs failed today?')[0]!, products: ['quarrybase'] };
    const ranked = rankTools(WAREHOUSE, intent, [], words);
    expect(ranked[0]!.tool.name).toBe('list_jobs');
    expect(ranked[0]!.why.join(' ')).toMatch(/before the general quarrybase_search/);
  });
});

describe('ties are not settled in favour of another product than the one named', () => {
  it('keeps the named product\'s tool first even when another says more of the task\'s words', () => {
    const on = { tool: tool(def('crm_query_records', 'Query records.')), score: 14, objectHit: true, why: ['on crm'], evidence: [], actionOk: true, onProduct: true } satisfies Fit;
    const off = { tool: tool(def('get_positions', 'Open positions.')), score: 13.5, objectHit: true, why: [], evidence: ['open', 'biggest'], actionOk: true, onProduct: false } satisfies Fit;
    expect(names(settleTies([on, off]))).toEqual(['crm_query_records', 'get_positions']);
    // Between two tools of the same standing the words still decide.
    expect(names(settleTies([{ ...on, onProduct: false }, off]))).toEqual(['get_positions', 'crm_query_records']);
  });
});

describe('a verb the word list does not know, in the two words a tool is named by', () => {
  const RUNNER = [
    def('fleet_up', 'Start the services of a fleet file.', { path: { type: 'string' } }, ['path']),
    def('fleet_ps', 'List the running services of a fleet.', { path: { type: 'string' } }, ['path']),
  ].map(tool);

  it('fits the tool named for it', () => {
    const words = requestWords(RUNNER);
    const ranked = rankTools(RUNNER, analyzeQuestion('fleet up ./stack')[0]!, [], words);
    expect(ranked[0]!.tool.name).toBe('fleet_up');
    expect(ranked[0]!.objectHit).toBe(true);
    expect(ranked[0]!.why).toContain('named for "fleet up"');
  });
});

describe('short words written without their vowels', () => {
  const tools = [
    def('list_images', 'List container images.'),
    def('list_group_users', 'List the users of a group.'),
    def('read_graph', 'Read the whole graph.'),
    def('send_messages', 'Send messages.'),
  ].map(tool);
  const words = requestWords(tools);

  it('are read as the request\'s word they abbreviate', () => {
    expect(readSpelling('docker imgs?', words).question).toBe('docker images?');
    expect(readSpelling('okta grp members', words).corrections).toEqual([{ written: 'grp', read: 'group' }]);
  });

  it('reads a name in two capitalised words as the one word tool names write for it', () => {
    const drive = [def('gdrive_search', 'Search for files in Google Drive.'), def('gdrive_read_file', 'Read a file.')].map(tool);
    expect(readSpelling('Find the budget spreadsheet in my Google Drive', requestWords(drive)).corrections).toEqual([{ written: 'Google Drive', read: 'gdrive' }]);
    // Lower-case words are the user's own ("roll back" is a verb, not a tool's rollback), and a pair no tool is named by stays.
    const rollback = [def('run_rollback_pipeline', 'Roll back a deploy.'), def('get_rollback_status', 'Status.')].map(tool);
    expect(readSpelling('roll back production', requestWords(rollback)).corrections).toEqual([]);
    expect(readSpelling('Find it in Google Docs', requestWords(drive)).corrections).toEqual([]);
  });

  it('need the same first and last letter, so "grp" is no graph, and a word with vowels is left alone', () => {
    expect(words.abbreviates('grp')).toBe('group');
    expect(readSpelling('the fox', words).corrections).toEqual([]);
    expect(readSpelling('show the grph', words).question).toBe('show the grph');
  });
});

describe("the request's own word before the word list's reading of it", () => {
  const NOTES = [def('notely_create_note', 'Create a note.'), def('notely_search_notes', 'Search notes.'), def('notely_tag_note', 'Tag a note.')].map(tool);

  it('sets aside the reading of "notes" as pages when tools are named for notes', () => {
    const intent = analyzeQuestion('find my notes about the trip')[0]!;
    expect(intent.concepts.map((c) => c.id)).toContain('page');
    const own = readInOwnWords(intent, requestWords(NOTES));
    expect(own.concepts.map((c) => c.id)).not.toContain('page');
    expect(own.words[0]).toBe('notes');
    // The decisions panel says so, in words a reader can check against the tool names.
    expect(describeIntent(own)).toMatch(/"notes" as the tools name it, not as page/);
  });

  it('keeps it when no tool is named for notes, and keeps a concept named by its own word', () => {
    const intent = analyzeQuestion('find my notes about the trip')[0]!;
    const pages = [def('search_pages', 'Search pages.'), def('get_page', 'Get a page.')].map(tool);
    expect(readInOwnWords(intent, requestWords(pages)).concepts.map((c) => c.id)).toContain('page');
    const issues = analyzeQuestion('list the open issues')[0]!;
    expect(readInOwnWords(issues, requestWords([def('list_issues', 'List issues.'), def('get_issue', 'Get an issue.')].map(tool)))).toBe(issues);
  });
});
