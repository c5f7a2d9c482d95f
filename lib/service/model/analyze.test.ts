import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from './analyze';

const first = (q: string) => analyzeQuestion(q)[0]!;

describe('analyzeQuestion', () => {
  it('reads "what did people say in #x" as messages in a channel, not users', () => {
    const intent = first('What did people say in #random today?');
    expect(intent.verb.class).toBe('read');
    expect(intent.concepts[0]?.id).toBe('message');
    expect(intent.concepts.map((c) => c.id)).not.toContain('user');
    expect(intent.entities.channel).toBe('#random');
  });

  it('reads other speech verbs the same way', () => {
    for (const q of ['What has the team been discussing in #product lately?', 'What did the team talk about in #incidents yesterday?']) {
      expect(first(q).concepts[0]?.id, q).toBe('message');
      expect(first(q).concepts.map((c) => c.id), q).not.toContain('team');
    }
  });

  it('treats "assigned to me" as a filter: the object is the issues', () => {
    const intent = first('Which Jira bugs are assigned to me?');
    expect(intent.concepts.map((c) => c.id)).toEqual(['issue']);
    expect(intent.entities.mine).toBe(true);
  });

  it('reads "DM bob …" as a write to a person', () => {
    const intent = first('DM bob that the review is done');
    expect(intent.verb.class).toBe('write');
    expect(intent.entities.people).toContain('bob');
    expect(intent.entities.body).toBe('the review is done');
  });

  it('reads "open the …" as a read and "open an …" as a create', () => {
    expect(first('Open the Notion page with id 8f2e-41').verb.class).toBe('read');
    expect(first('Open an issue in acme/api titled "x"').verb.class).toBe('write');
  });

  it('keeps "… and show me its content" in one request', () => {
    expect(analyzeQuestion('Open the Notion page with id 8f2e-41 and show me its content')).toHaveLength(1);
    expect(analyzeQuestion('Find the open bugs in Jira project WEB and post a summary to #eng')).toHaveLength(2);
  });

  it('reads an imperative with an unknown verb as an action no generic tool can do', () => {
    const intent = first('Transfer $200 to my savings account');
    expect(intent.verb).toMatchObject({ id: 'other', class: 'write' });
    expect(first('Latest release of nodejs/node').verb.class).toBe('read');
  });

  it('reads a time given in one place and asked in another as a conversion', () => {
    expect(first("If it's 9am in Sydney, what time is it in Paris?").verb.id).toBe('convert');
  });

  it('tells a file path from a repository', () => {
    const intent = first('Delete the file docs/old.md from acme/site on main');
    expect(intent.entities).toMatchObject({ owner: 'acme', repo: 'site' });
    expect(intent.entities.paths).toContain('docs/old.md');
  });

  it("lets the verb's own object lead the containers it goes to", () => {
    expect(first("Tag page 5512 with the label 'archived'").concepts[0]?.id).toBe('label');
    expect(first("Rename the title of PR #12 in acme/web to 'Fix login flow'").concepts[0]?.id).toBe('pull_request');
    expect(first('Rename notes.txt to notes-old.txt').concepts[0]?.id).toBe('file');
  });

  it('reads a thumbs up as a reaction and adding numbers as arithmetic', () => {
    const react = first('Give the last message in #design a thumbs up');
    expect(react.verb.id).toBe('react');
    expect(react.concepts[0]?.id).toBe('reaction');
    const sum = first('Add 12 and 30 together');
    expect(sum.verb.class).toBe('read');
    expect(sum.concepts[0]?.id).toBe('sum');
  });

  it("reads who wrote a file's lines as blame and a file's size or date as its info", () => {
    expect(first('Who wrote line 40 of src/index.ts in acme/api?').concepts[0]?.id).toBe('blame');
    expect(first('How big is /var/data/dump.sql and when was it modified?').concepts[0]?.id).toBe('fileinfo');
    expect(first('Which files have I modified but not staged in /repos/api?').concepts[0]?.id).not.toBe('fileinfo');
  });
});

