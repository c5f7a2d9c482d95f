import { describe, expect, it } from 'vitest';
import { extractFields } from './fields';

describe('extractFields', () => {
  it('lists name, description, then every argument name and description depth-first', () => {
    const fields = extractFields({
      name: 'create_issue',
      description: 'Create an issue',
      input_schema: {
        type: 'object',
        properties: {
          owner: { type: 'string', description: 'Repository owner' },
          labels: { type: 'array', items: { type: 'object', properties: { name: { type: 'string', description: 'Label name' } } } },
          filter: { type: 'object', properties: { state: { type: 'string' } } },
        },
      },
    });
    expect(fields).toEqual([
      { field: 'name', text: 'create_issue' },
      { field: 'description', text: 'Create an issue' },
      { field: 'argument_name', argument: 'owner', text: 'owner' },
      { field: 'argument_description', argument: 'owner', text: 'Repository owner' },
      { field: 'argument_name', argument: 'labels', text: 'labels' },
      { field: 'argument_name', argument: 'labels[].name', text: 'name' },
      { field: 'argument_description', argument: 'labels[].name', text: 'Label name' },
      { field: 'argument_name', argument: 'filter', text: 'filter' },
      { field: 'argument_name', argument: 'filter.state', text: 'state' },
    ]);
  });

  it('walks anyOf/oneOf/allOf branches and tuple items', () => {
    const fields = extractFields({
      name: 't',
      input_schema: {
        anyOf: [{ properties: { a: { description: 'first' } } }],
        oneOf: [{ properties: { b: {} } }],
        allOf: [{ properties: { c: {} } }],
        properties: { pair: { items: [{ properties: { x: {} } }, { properties: { y: {} } }] } },
      },
    });
    expect(fields.filter((f) => f.field === 'argument_name').map((f) => f.argument)).toEqual(['pair', 'pair[].x', 'pair[].y', 'a', 'b', 'c']);
  });

  it('skips empty or missing descriptions and tolerates schemas that are not objects', () => {
    expect(extractFields({ name: 'a', description: '' })).toEqual([{ field: 'name', text: 'a' }]);
    expect(extractFields({ name: 'b', description: null, input_schema: null })).toHaveLength(1);
    expect(extractFields({ name: 'c', input_schema: 'nonsense' })).toHaveLength(1);
    expect(extractFields({ name: 'd', input_schema: [1, 2] })).toHaveLength(1);
    expect(extractFields({ name: 'e', input_schema: { properties: [1, 2] } })).toHaveLength(1);
    expect(extractFields({ name: 'f', input_schema: { properties: { x: 42, y: { description: 7 } } } })).toEqual([
      { field: 'name', text: 'f' },
      { field: 'argument_name', argument: 'x', text: 'x' },
      { field: 'argument_name', argument: 'y', text: 'y' },
    ]);
  });

  it('terminates on self-referencing schemas but still walks a sub-schema shared by two properties', () => {
    const loop: Record<string, unknown> = { properties: {} };
    (loop.properties as Record<string, unknown>).self = loop;
    const fields = extractFields({ name: 'loop', input_schema: loop });
    expect(fields.map((f) => f.argument)).toEqual([undefined, 'self']);

    const shared = { type: 'object', properties: { id: { description: 'identifier' } } };
    const both = extractFields({ name: 's', input_schema: { properties: { from: shared, to: shared } } });
    expect(both.filter((f) => f.field === 'argument_description').map((f) => f.argument)).toEqual(['from.id', 'to.id']);
  });

  it('stops at a depth cap on absurdly deep schemas', () => {
    let schema: Record<string, unknown> = {};
    for (let i = 0; i < 100; i++) schema = { properties: { [`p${i}`]: schema } };
    const names = extractFields({ name: 'deep', input_schema: schema }).filter((f) => f.field === 'argument_name');
    expect(names.length).toBeGreaterThan(5);
    expect(names.length).toBeLessThan(20);
  });
});
