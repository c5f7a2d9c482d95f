import { describe, expect, it } from 'vitest';
import type { ToolDefinition } from '@/lib/scenario/types';
import { def, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { bestEvidence, fits, rankTools, settleTies, whyQuiet, type Fit } from './rank';

// Small catalogs the app does not ship, written the way their public servers describe their tools.
const rank = (question: string, defs: readonly ToolDefinition[]) => rankTools(defs.map(tool), analyzeQuestion(question)[0]!);

const CLUSTER = [
  def('kubectl_rollout', 'Manage the rollout of a resource (e.g., deployment, daemonset, statefulset)', { subCommand: { type: 'string', enum: ['history', 'pause', 'restart', 'resume', 'status', 'undo'] }, name: { type: 'string' }, namespace: { type: 'string' } }, ['subCommand', 'name']),
  def('kubectl_get', 'Get or list Kubernetes resources by resource type, name, and optionally namespace', { resourceType: { type: 'string' } }, ['resourceType']),
];
const FLASHCARDS = [
  def('add_card', 'Create a new flashcard in Anki for the user.', { front: { type: 'string' }, back: { type: 'string' } }, ['front', 'back']),
  def('get_due_cards', 'Returns a given number (num) of cards due for review.', { num: { type: 'number' } }, ['num']),
];
const NOTES = [def('get_note', 'Get one note by its id, with its full body.', { note_id: { type: 'string' } }, ['note_id'])];

describe('an unknown verb read from a tool name that makes it a noun', () => {
  it('reads "roll back" as what a tool named for a rollout does', () => {
    const ranked = rank('roll back the checkout deployment in the shop namespace', CLUSTER);
    expect(ranked.find((f) => f.tool.name === 'kubectl_rollout')?.rejected).toBeUndefined();
    // A tool that does not do it is still set aside: an unknown verb is no read.
    expect(ranked.find((f) => f.tool.name === 'kubectl_get')?.rejected).toBeDefined();
  });
});

describe('bestEvidence: the best of what the searches loaded when nothing is a full fit', () => {
  it('is the top tool that shares the task words and needs nothing the question lacks', () => {
    const ranked = rank('show me the cards waiting for review', FLASHCARDS);
    const guess = fits(ranked[0]) ? ranked[0] : bestEvidence(ranked);
    expect(guess?.tool.name).toBe('get_due_cards');
    expect(guess?.evidence?.length).toBeGreaterThan(0);
  });

  it('stays quiet, and says why, when the best one needs an id the question does not give', () => {
    const ranked = rank('show me what my note says', NOTES);
    expect(fits(ranked[0])).toBe(false);
    expect(bestEvidence(ranked)).toBeUndefined();
    expect(whyQuiet(ranked)).toMatch(/needs note_id/);
  });

  it('stays quiet when every loaded tool does another kind of action', () => {
    const ranked = rank('delete the flashcard about Lima', FLASHCARDS);
    expect(bestEvidence(ranked)).toBeUndefined();
    expect(whyQuiet(ranked)).toMatch(/another kind of action|shares no word|ruled out/);
  });

  it('never guesses a tool that was not loaded by a search', () => {
    const always = FLASHCARDS.map((d) => ({ ...tool(d), how: 'always' as const }));
    expect(bestEvidence(rankTools(always, analyzeQuestion('show me the cards waiting for review')[0]!))).toBeUndefined();
  });
});

describe('bestEvidence keeps the action', () => {
  it('never guesses a tool that does another action for a change (a run for "nuke")', () => {
    const JOBS = [def('run_job', 'Starts a job of a pipeline.', { job_name: { type: 'string' } }), def('get_job', 'Get one job.')];
    const ranked = rank('nuke the old-cron job', JOBS);
    expect(bestEvidence(ranked)).toBeUndefined();
  });
});

describe('everyday verbs of the general list', () => {
  it('reads "tail", "dump", "plot" as reads and "jot down" as a create, "nuke" as a delete', () => {
    expect(analyzeQuestion('tail the logs of the api pod')[0]!.verb.class).toBe('read');
    expect(analyzeQuestion('dump the table list of db logs')[0]!.verb.class).toBe('read');
    expect(analyzeQuestion('plot the request rate for today')[0]!.verb.class).toBe('read');
    expect(analyzeQuestion('jot down a note about the call')[0]!.verb.id).toBe('create');
    expect(analyzeQuestion('nuke the old-cron job')[0]!.verb.id).toBe('delete');
  });
});

describe('settleTies: scores too close to tell apart', () => {
  const LOGS = [
    def('search_logs', 'Search the logs of a container for a pattern.', { pattern: { type: 'string' } }, ['pattern']),
    def('pod_logs', 'Get logs from Kubernetes resources like pods or jobs.', { name: { type: 'string' } }, ['name']),
  ];
  it('puts first the close tool that says more of the task words', () => {
    const ranked = rank('show me the logs of pod api-7f9c', LOGS);
    expect(ranked[0]!.tool.name).toBe('pod_logs');
  });

  it('leaves a clear lead alone, and never puts a non-fit before a fit', () => {
    const fit = (name: string, score: number, evidence: string[], objectHit = true): Fit => ({ tool: tool(def(name, name)), score, objectHit, why: [], evidence, actionOk: true });
    const clear = [fit('a', 20, ['x']), fit('b', 15, ['x', 'y'])];
    expect(settleTies(clear)[0]!.tool.name).toBe('a');
    const unfit = [fit('a', 11, ['x']), fit('b', 10, ['x', 'y'], false)];
    expect(settleTies(unfit)[0]!.tool.name).toBe('a');
    const close = [fit('a', 12, ['x']), fit('b', 11, ['x', 'y'])];
    expect(settleTies(close)[0]!.tool.name).toBe('b');
    // More shared words never make up for a verb that does not do the task.
    const otherAction = [fit('a', 12, ['x']), { ...fit('b', 11.5, ['x', 'y']), actionOk: false }];
    expect(settleTies(otherAction)[0]!.tool.name).toBe('a');
  });
});
