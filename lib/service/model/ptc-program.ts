/**
 * Programs the scripted model writes for programmatic tool calling. The emulator does not run
 * Python: each program is written twice, as the Python the step shows and as a JavaScript model
 * of that Python (`run`), a generator that stops where the Python awaits its tools. What the
 * model of the program prints is labelled modelled wherever it is shown.
 */

/** A call the program makes: one tool, one input. */
export interface ProgramCall {
  name: string;
  input: Record<string, unknown>;
}

/** What a call answered, as the code receives it: the tool_result's text. */
export interface ProgramCallResult {
  text: string;
  isError: boolean;
}

/** How the program ended: what it printed, its errors, its exit code. */
export interface ProgramExit {
  stdout: string;
  stderr: string;
  returnCode: number;
}

/**
 * A run of the program. Each `yield` is one round of calls the code issued together (an
 * `asyncio.gather`, or a single `await`); it resumes with their results, in the same order.
 * Several calls of one round are pending at once.
 */
export type ProgramRun = Generator<ProgramCall[], ProgramExit, ProgramCallResult[]>;

/** One program the scripted model knows how to write, for one kind of question. */
export interface ProgramTemplate<P> {
  id: string;
  /** The tools the program calls, by name: it fits only when every one is in the request. */
  tools: readonly string[];
  /** The regex the model searches with when those tools are deferred. */
  searchPattern: string;
  /** The question's parameters, when this program answers it. */
  read(question: string): P | undefined;
  /** What the program does, completing "a program that …". */
  purpose(params: P): string;
  /** The Python source, as the server_tool_use carries it. */
  code(params: P): string;
  run(params: P): ProgramRun;
  /** The answer Claude writes from what the program printed, and nothing else. */
  answer(stdout: string, params: P): string;
}

/** A template with the question's parameters filled in. */
export interface PlannedProgram {
  id: string;
  tools: readonly string[];
  searchPattern: string;
  purpose: string;
  code: string;
  run(): ProgramRun;
  answer(stdout: string): string;
}

/** Raised by a program's model where the Python would raise: the run ends with it on stderr. */
export class ProgramError extends Error {}

/** A number Python holds as a float: printed with its `.0` when it is whole, as `repr` does. */
export class PyFloat {
  constructor(readonly value: number) {}
}

/**
 * `json.dumps` as Python writes it by default: `", "` and `": "` between items, non-ASCII
 * escaped as `\uXXXX`, floats (PyFloat) as Python's repr prints them, other numbers as ints.
 */
export function pythonJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof PyFloat) return Number.isInteger(value.value) ? `${value.value}.0` : String(value.value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (Array.isArray(value)) return `[${value.map(pythonJson).join(', ')}]`;
  if (typeof value === 'object') {
    return `{${Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${pythonJson(k)}: ${pythonJson(v)}`)
      .join(', ')}}`;
  }
  return 'null';
}

/** What Python writes to stderr when the program dies of `error` (the line numbers are not modelled). */
export function traceback(error: ProgramError): string {
  return `Traceback (most recent call last):\n  File "<code>", in <module>\n${error.message}\n`;
}

/** `json.loads` of a tool's answer inside the program: an error result or text that is not JSON raises, as it would in Python. */
export function loadsResult(result: ProgramCallResult | undefined, tool: string): unknown {
  if (!result) throw new ProgramError(`RuntimeError: ${tool} returned nothing`);
  if (result.isError) throw new ProgramError(`ToolError: ${tool}: ${result.text}`);
  try {
    return JSON.parse(result.text);
  } catch {
    throw new ProgramError(`json.decoder.JSONDecodeError: ${tool} did not return JSON: ${result.text.slice(0, 80)}`);
  }
}
