import { seeded } from './demo-seed';
import { DEMO_LABEL, asArgs, fail, missing, ok, stringArg, type DemoArgs, type DemoToolResult } from './demo-tool-result';

/**
 * Demo implementations of data/catalogs/demo-expenses.json: a made-up company's teams, expense
 * line items and budgets, derived from the arguments alone (no clock, no network), so a recording
 * replays identically. Every answer is JSON (the return formats the tools' descriptions promise,
 * which code calling them relies on) and says it is demo data.
 */

export const LEVELS = ['junior', 'senior', 'staff', 'principal'] as const;
type Level = (typeof LEVELS)[number];

interface Member {
  id: string;
  name: string;
  level: Level;
}

const TEAMS: Record<string, readonly Member[]> = {
  engineering: [
    { id: 'emp_101', name: 'Alice Chen', level: 'senior' },
    { id: 'emp_102', name: 'Bob Okafor', level: 'junior' },
    { id: 'emp_103', name: 'Carmen Ruiz', level: 'senior' },
    { id: 'emp_104', name: 'Dev Patel', level: 'junior' },
  ],
  sales: [
    { id: 'emp_201', name: 'Erin Walsh', level: 'staff' },
    { id: 'emp_202', name: 'Farid Haddad', level: 'senior' },
    { id: 'emp_203', name: 'Grace Kim', level: 'junior' },
    { id: 'emp_207', name: 'Hugo Lemaire', level: 'junior' },
  ],
  marketing: [
    { id: 'emp_301', name: 'Ines Duarte', level: 'senior' },
    { id: 'emp_302', name: 'Jonas Berg', level: 'junior' },
  ],
  finance: [
    { id: 'emp_401', name: 'Kemi Adeyemi', level: 'principal' },
    { id: 'emp_402', name: 'Liam Novak', level: 'senior' },
  ],
  support: [
    { id: 'emp_501', name: 'Mei Tanaka', level: 'junior' },
    { id: 'emp_502', name: 'Nora Quinn', level: 'junior' },
    { id: 'emp_503', name: 'Omar Farouk', level: 'senior' },
  ],
};

const BUDGETS: Record<Level, { travel_limit: number; meal_limit_per_day: number }> = {
  junior: { travel_limit: 5000, meal_limit_per_day: 60 },
  senior: { travel_limit: 10000, meal_limit_per_day: 75 },
  staff: { travel_limit: 15000, meal_limit_per_day: 90 },
  principal: { travel_limit: 20000, meal_limit_per_day: 100 },
};

/** Travel a few people spent in Q3, set by hand so the scenarios' question has a clear answer: two of four over. */
const TRAVEL_Q3: Record<string, number> = { emp_101: 12480.35, emp_102: 4212.8, emp_103: 9870.1, emp_104: 5631.45 };

const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
const TRAVEL_CATEGORIES = ['flight', 'hotel', 'ground', 'meal'] as const;
const MERCHANTS: Record<(typeof TRAVEL_CATEGORIES)[number] | 'office', readonly string[]> = {
  flight: ['United Airlines', 'Lufthansa', 'Delta Air Lines', 'Air Canada'],
  hotel: ['Hilton Garden Inn', 'Marriott Courtyard', 'Hyatt Place', 'Ibis Styles'],
  ground: ['Uber', 'Lyft', 'Yellow Cab', 'Hertz'],
  meal: ['Blue Bottle Coffee', 'Sweetgreen', 'Pret A Manger', 'Local Diner'],
  office: ['Staples', 'Amazon Business', 'Best Buy'],
};

const json = (value: Record<string, unknown>) => ok(JSON.stringify({ _demo: DEMO_LABEL, ...value }, null, 2));
const cents = (n: number) => Math.round(n * 100) / 100;
const memberOf = (id: string) => Object.values(TEAMS).flat().find((m) => m.id === id);
const isQuarter = (q: string | undefined): q is (typeof QUARTERS)[number] => (QUARTERS as readonly (string | undefined)[]).includes(q);

function teamMembers(args: DemoArgs): DemoToolResult {
  const department = stringArg(args, 'department')?.toLowerCase();
  if (!department) return missing('department');
  const members = Object.hasOwn(TEAMS, department) ? TEAMS[department] : undefined;
  if (!members) return fail(`Unknown department: ${department}. Known departments: ${Object.keys(TEAMS).join(', ')}`);
  return json({ department, members });
}

function budgetByLevel(args: DemoArgs): DemoToolResult {
  const level = stringArg(args, 'level')?.toLowerCase();
  if (!level) return missing('level');
  if (!(LEVELS as readonly string[]).includes(level)) return fail(`Unknown level: ${level}. Levels: ${LEVELS.join(', ')}`);
  return json({ level, currency: 'USD', ...BUDGETS[level as Level] });
}

/**
 * A quarter's line items: travel items summing to the person's travel for the quarter (set by
 * hand for the scenarios' people, drawn from their level's limit otherwise), plus office items
 * that are not travel, so that code must filter by category.
 */
export function expenseItems(userId: string, quarter: (typeof QUARTERS)[number]) {
  const member = memberOf(userId);
  const r = seeded(`expenses:${userId}:${quarter}`);
  const limit = BUDGETS[member?.level ?? 'junior'].travel_limit;
  const travel = (quarter === 'Q3' ? TRAVEL_Q3[userId] : undefined) ?? cents((limit * r.int(55, 120)) / 100);
  const count = r.int(12, 18);
  const weights = Array.from({ length: count }, () => r.int(20, 100));
  const sum = weights.reduce((a, b) => a + b, 0);
  const month = 1 + (QUARTERS.indexOf(quarter) * 3);
  let left = travel;
  const items: Array<{ category: keyof typeof MERCHANTS; amount: number; merchant: string }> = weights.map((w, i) => {
    const amount = i === count - 1 ? cents(left) : cents((travel * w) / sum);
    left = cents(left - amount);
    const category = r.pick(TRAVEL_CATEGORIES);
    return { category, amount, merchant: r.pick(MERCHANTS[category]) };
  });
  for (let i = r.int(1, 3); i > 0; i -= 1) items.push({ category: 'office', amount: cents(r.int(2000, 30000) / 100), merchant: r.pick(MERCHANTS.office) });
  return items.map((item, i) => ({
    id: `exp_${userId.replace(/^emp_/, '')}_${String(i + 1).padStart(2, '0')}`,
    date: `2026-${String(month + (i % 3)).padStart(2, '0')}-${String(1 + ((i * 7) % 28)).padStart(2, '0')}`,
    category: item.category,
    amount: item.amount,
    merchant: item.merchant,
    receipt: r.int(0, 9) > 0,
  }));
}

function expenses(args: DemoArgs): DemoToolResult {
  const userId = stringArg(args, 'user_id');
  if (!userId) return missing('user_id');
  const quarter = stringArg(args, 'quarter')?.toUpperCase();
  if (!quarter) return missing('quarter');
  if (!isQuarter(quarter)) return fail(`Unknown quarter: ${quarter}. Quarters: ${QUARTERS.join(', ')}`);
  if (!memberOf(userId)) return fail(`Unknown employee: ${userId}`);
  return json({ user_id: userId, quarter, currency: 'USD', items: expenseItems(userId, quarter) });
}

const TAILORED: Record<string, (args: DemoArgs) => DemoToolResult> = {
  get_team_members: teamMembers,
  get_budget_by_level: budgetByLevel,
  get_expenses: expenses,
  get_employee: (args) => {
    const id = stringArg(args, 'user_id');
    const member = id ? memberOf(id) : undefined;
    if (!id) return missing('user_id');
    if (!member) return fail(`Unknown employee: ${id}`);
    const department = Object.entries(TEAMS).find(([, ms]) => ms.includes(member))?.[0];
    return json({ ...member, department, manager_id: 'emp_900', location: 'San Francisco, CA' });
  },
  list_departments: () => json({ departments: Object.entries(TEAMS).map(([name, members]) => ({ name, head_count: members.length })) }),
  get_travel_policy: (args) => json({ region: stringArg(args, 'region') ?? 'AMER', per_diem: 75, flight_class: 'economy under 6 hours', receipts_required_over: 25 }),
  get_exchange_rate: (args) => {
    const r = seeded(`fx:${JSON.stringify(args)}`);
    return json({ from: stringArg(args, 'from') ?? 'EUR', to: stringArg(args, 'to') ?? 'USD', date: stringArg(args, 'date') ?? '2026-07-01', rate: r.int(8000, 12000) / 10000 });
  },
  approve_expense: (args) => json({ expense_id: stringArg(args, 'expense_id') ?? '', status: 'approved', approved_by: stringArg(args, 'approver_id') ?? '', approved_at: '2026-10-02T09:00:00Z' }),
  flag_expense: (args) => json({ expense_id: stringArg(args, 'expense_id') ?? '', status: 'flagged', reason: stringArg(args, 'reason') ?? '' }),
  submit_expense_report: (args) => json({ report_id: `rep_${stringArg(args, 'user_id') ?? 'unknown'}_${stringArg(args, 'quarter') ?? ''}`, status: 'submitted', items: Array.isArray(args.item_ids) ? args.item_ids.length : 0 }),
};

/** Undefined for a tool this catalog does not have. */
export function runExpenseTool(name: string, input: unknown): DemoToolResult | undefined {
  return Object.hasOwn(TAILORED, name) ? TAILORED[name]!(asArgs(input)) : undefined;
}
