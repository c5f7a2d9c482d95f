import { loadsResult, ProgramError, PyFloat, pythonJson, traceback, type ProgramRun, type ProgramTemplate } from './ptc-program';

/**
 * Seed 004's example of programmatic tool calling, "which team members exceeded their Q3 travel
 * budget?": fetch the team, one budget per level and every member's expenses (the last two in
 * parallel), add up the travel items in code, and print only who went over. Written for the
 * demo expenses catalog, whose tools describe their JSON return formats.
 */

export interface BudgetQuestion {
  department: string;
  quarter: string;
}

const DEPARTMENTS = ['engineering', 'sales', 'marketing', 'finance', 'support'] as const;
const TRAVEL = new Set(['flight', 'hotel', 'ground', 'meal']);

const py = (s: string) => JSON.stringify(s);

function code({ department, quarter }: BudgetQuestion): string {
  return [
    'import asyncio',
    'import json',
    '',
    'TRAVEL = {"flight", "hotel", "ground", "meal"}',
    '',
    '# The team: one call',
    `team = json.loads(await get_team_members(department=${py(department)}))["members"]`,
    '',
    '# One budget per level, the calls in parallel',
    'levels = sorted({m["level"] for m in team})',
    'answers = await asyncio.gather(*[get_budget_by_level(level=level) for level in levels])',
    'budgets = {level: json.loads(a) for level, a in zip(levels, answers)}',
    '',
    `# Every member's ${quarter} expenses, the calls in parallel`,
    `answers = await asyncio.gather(*[get_expenses(user_id=m["id"], quarter=${py(quarter)}) for m in team])`,
    '',
    'exceeded = []',
    'for member, answer in zip(team, answers):',
    '    items = json.loads(answer)["items"]',
    '    spent = round(sum(i["amount"] for i in items if i["category"] in TRAVEL), 2)',
    '    limit = budgets[member["level"]]["travel_limit"]',
    '    if spent > limit:',
    '        exceeded.append({"name": member["name"], "spent": spent, "limit": limit})',
    '',
    "# Only what is printed reaches Claude's context",
    'print(json.dumps(exceeded))',
    '',
  ].join('\n');
}

type Json = Record<string, unknown>;

/** `value[key]` where the Python indexes a dict: a missing key raises KeyError. */
function key(value: unknown, name: string): unknown {
  if (!value || typeof value !== 'object' || !Object.hasOwn(value, name)) throw new ProgramError(`KeyError: '${name}'`);
  return (value as Json)[name];
}

function list(value: unknown, what: string): Json[] {
  if (!Array.isArray(value)) throw new ProgramError(`TypeError: ${what} is not a list`);
  return value as Json[];
}

/** The JavaScript model of the Python above, statement for statement. */
function* run({ department, quarter }: BudgetQuestion): ProgramRun {
  try {
    const [teamAnswer] = yield [{ name: 'get_team_members', input: { department } }];
    const team = list(key(loadsResult(teamAnswer, 'get_team_members'), 'members'), 'members');

    const levels = [...new Set(team.map((m) => String(key(m, 'level'))))].sort();
    const budgetAnswers = yield levels.map((level) => ({ name: 'get_budget_by_level', input: { level } }));
    const budgets = new Map(levels.map((level, i) => [level, loadsResult(budgetAnswers[i], 'get_budget_by_level')]));

    const expenseAnswers = yield team.map((m) => ({ name: 'get_expenses', input: { user_id: String(key(m, 'id')), quarter } }));
    const exceeded: Json[] = [];
    team.forEach((member, i) => {
      const items = list(key(loadsResult(expenseAnswers[i], 'get_expenses'), 'items'), 'items');
      const travel = items.filter((item) => TRAVEL.has(String(key(item, 'category')))).map((item) => Number(key(item, 'amount')));
      // Python's sum of ints stays an int; one float makes it a float, and round(…, 2) keeps the kind.
      const total = Math.round(travel.reduce((a, b) => a + b, 0) * 100) / 100;
      const spent = travel.every(Number.isInteger) ? total : new PyFloat(total);
      const limit = key(budgets.get(String(key(member, 'level'))), 'travel_limit');
      if (total > Number(limit)) exceeded.push({ name: key(member, 'name'), spent, limit });
    });
    return { stdout: `${pythonJson(exceeded)}\n`, stderr: '', returnCode: 0 };
  } catch (e) {
    if (e instanceof ProgramError) return { stdout: '', stderr: traceback(e), returnCode: 1 };
    throw e;
  }
}

const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 })}`;
const COUNTS = ['No one', 'One person', 'Two people', 'Three people', 'Four people', 'Five people'];

function answer(stdout: string, { department, quarter }: BudgetQuestion): string {
  let rows: unknown;
  try {
    rows = JSON.parse(stdout);
  } catch {
    return `The program ran but printed something I cannot read (${stdout.slice(0, 60)}), so I can't say who went over the budget.`;
  }
  if (!Array.isArray(rows)) return `The program printed ${stdout.trim().slice(0, 60)}, not the list I expected, so I can't say who went over the budget.`;
  const people = rows.map((r: { name?: unknown; spent?: unknown; limit?: unknown }) => `${String(r.name)} (spent ${usd(Number(r.spent))} against a ${usd(Number(r.limit))} limit)`);
  const count = COUNTS[people.length] ?? `${people.length} people`;
  const who = people.length === 0 ? '' : `: ${people.length === 1 ? people[0] : `${people.slice(0, -1).join(', ')} and ${people.at(-1)}`}`;
  return `${count} in ${department} went over their ${quarter} travel budget${who}. These are the demo expenses server's made-up figures.`;
}

export const budgetProgram: ProgramTemplate<BudgetQuestion> = {
  id: 'travel-budget',
  tools: ['get_team_members', 'get_budget_by_level', 'get_expenses'],
  searchPattern: 'team|expenses|budget',
  read(question) {
    if (!/\bbudgets?\b/i.test(question) || !/\b(exceed(?:ed|s)?|over|above|overspent)\b/i.test(question)) return undefined;
    const department = DEPARTMENTS.find((d) => new RegExp(`\\b${d}\\b`, 'i').test(question));
    const quarter = /\bQ([1-4])\b/i.exec(question)?.[1];
    return department && quarter ? { department, quarter: `Q${quarter}` } : undefined;
  },
  purpose: ({ department, quarter }) => `gets the ${department} team, each level's budget and every member's ${quarter} expenses, adds up the travel and prints only who went over`,
  code,
  run,
  answer,
};
