import { describe, expect, it } from 'vitest';
import type { ToolDefinition } from '@/lib/scenario/types';
import type { ModelTool } from '../model-context';
import { analyzeQuestion } from './analyze';
import { settingWords } from './domain-fit';
import { fits, rankTools } from './rank';

// A database server's and a checklist app's tools, as their catalogs describe them (not shipped with the app).
const def = (name: string, description: string, required: string[] = []): ToolDefinition => ({
  name,
  description,
  input_schema: { type: 'object', properties: Object.fromEntries(required.map((r) => [r, { type: 'string' }])), ...(required.length > 0 ? { required } : {}) },
});
const tools: ModelTool[] = [
  def('create_table', 'Create a new table in the SQLite database with the given columns.', ['table_name']),
  def('create_task', 'Create a new task in a task list of a project.', ['title']),
].map((definition) => ({ kind: 'custom', name: definition.name, reference: definition.name, how: 'discovered', definition }));
const choose = (question: string) => {
  const ranked = rankTools(tools, analyzeQuestion(question)[0]!);
  return { best: fits(ranked[0]) ? ranked[0]!.tool.name : undefined, ranked };
};

describe('the task’s setting against the tool’s', () => {
  it('reads where a task happens from plain words after at/in, not names, values or people', () => {
    expect(settingWords('Book a table for two at an Italian restaurant tomorrow')).toEqual(['restaurant']);
    expect(settingWords('Give the last message in #design a thumbs up')).toEqual([]);
    expect(settingWords('Create a task in my checklist')).toEqual(['checklist']);
  });

  it('stays quiet when one shared word is all a task and a tool have in common, and says why', () => {
    const { best, ranked } = choose('Book a table for two at an Italian restaurant tomorrow');
    expect(best).toBeUndefined();
    const table = ranked.find((f) => f.tool.name === 'create_table')!;
    expect(table.rejected).toMatch(/"table" is all they share: the task happens "restaurant", which create_table never mentions/);
  });

  it('keeps a tool whose description shares the setting, by a general synonym as well', () => {
    expect(choose('Create a table called orders in the database').best).toBe('create_table');
    expect(choose('Create a task "Ship it" in my checklist').best).toBe('create_task');
  });
});
