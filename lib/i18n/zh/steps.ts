import type { StepFacts } from '@/lib/engine/step';
import type { steps as en } from '../en/steps';
import { num } from './format';

/** A numeric fact, as the English reads it; shown through num(). */
const n = (value: string | number | undefined) => Number(value ?? 0);

/** Joins pieces of a sentence, with a space between Chinese and ASCII text (and none elsewhere). */
const cat = (...parts: string[]) =>
  parts.reduce((text, part) => {
    if (!text || !part) return text + part;
    const left = text.at(-1)!;
    const right = part[0]!;
    const han = /[\u3400-\u9fff]/;
    const latin = /[!-~]/; // any visible ASCII: letters, digits, JSON punctuation
    return text + ((han.test(left) && latin.test(right)) || (latin.test(left) && han.test(right)) ? ' ' : '') + part;
  }, '');

/** "a、b 和 c": the parts of a list sentence. */
const list = (parts: string[]) => (parts.length <= 1 ? (parts[0] ?? '') : cat(parts.slice(0, -1).join('、'), '和', parts.at(-1)!));

/** A list fact ("a, b") with the ideographic comma a CJK sentence takes. */
const names = (value: string | number | undefined) => String(value ?? '').split(', ').join('、');

const usageSentence = (f: StepFacts) =>
  f.usage === 'exact'
    ? `用量（API 的计数）：输入 ${num(n(f.input_tokens))} 个 token，输出 ${num(n(f.output_tokens))} 个 token。`
    : `用量（估算值：模拟器按约每 4 个字符 1 个 token 计数）：输入 ${num(n(f.input_tokens))} 个 token，输出 ${num(n(f.output_tokens))} 个 token。`;

/** What step 1 carries, per mode: inline definitions (client-side), toolsets and servers (MCP-hosted), or both. */
const requestCarries = (f: StepFacts) => {
  const parts = [`模型（${f.model}）`];
  if (f.search) parts.push(`搜索工具（${f.search}）`);
  if (f.codeExecution) parts.push(`代码执行工具（${f.codeExecution}）`);
  if (n(f.definitions) > 0) parts.push(`${num(n(f.definitions))} 个工具定义（其中 ${num(n(f.deferred))} 个设置了 defer_loading: true）`);
  if (n(f.toolsets) > 0) parts.push(`为 mcp_servers 中 ${num(n(f.servers))} 个 MCP 服务器配置的 ${num(n(f.toolsets))} 个 mcp_toolset 条目`);
  return list(parts);
};

/** MCP 服务器的工具从哪里来：向服务器请求、由工具集固定，或是回传的工具列表。 */
const listingSentence = (f: StepFacts) => {
  const pinned = n(f.pinned);
  const sentBack = n(f.sentBack);
  if (pinned === 0 && sentBack === 0) return '在采样之前，API 会向每个 MCP 服务器请求其工具（先 initialize，再 tools/list）。';
  const parts: string[] = [];
  if (n(f.asked) > 0) parts.push(`在采样之前，API 会向 ${num(n(f.asked))} 个 MCP 服务器请求其工具（先 initialize，再 tools/list）。`);
  if (pinned > 0) parts.push(`有 ${num(pinned)} 个工具集固定了其服务器的工具（mcp_toolset.tools），因此 API 不会再向${pinned === 1 ? '该' : '这些'}服务器请求工具。`);
  if (sentBack > 0) parts.push(`消息中回传了 ${num(sentBack)} 个来自先前响应的 mcp_tool_listing 块，因此 API 使用这份工具列表，不再向服务器重新请求。`);
  return parts.join('');
};

const requestWhy = (f: StepFacts) => {
  const inline = n(f.definitions) > 0;
  const mcp = n(f.toolsets) > 0;
  const sentences: string[] = [];
  if (mcp && !inline) sentences.push('请求本身不含任何工具定义。');
  if (inline && n(f.deferred) > 0)
    sentences.push('每个定义都会随每次请求发送；在某个 tool_reference 指名它们之前，API 不会把延迟加载的定义放进模型的提示词。');
  if (mcp)
    sentences.push(
      `${listingSentence(f)}哪些工具延迟加载，由工具集的 default_config 和 configs 决定。` +
        (n(f.listed) > 0 ? `此处共有 ${num(n(f.listed))} 个 MCP 工具，其中 ${num(n(f.listedDeferred))} 个延迟加载。` : ''),
    );
  if (n(f.builtinDeferred) > 0)
    sentences.push(`有 ${num(n(f.builtinDeferred))} 个内置服务器工具标记了 defer_loading；API 是否会延迟加载并搜索这些工具，尚未验证。`);
  if (n(f.fromCode) > 0)
    sentences.push(`有 ${num(n(f.fromCode))} 个工具在 allowed_callers 中列出了 ${f.codeExecution || '某个代码执行版本'}：模型编写的代码可以调用它们（文档称这“不是安全边界”）。`);
  if (n(f.examples) > 0)
    sentences.push(`有 ${num(n(f.exampleTools))} 个定义带有 input_examples（共 ${num(n(f.examples))} 个）：每个示例都必须符合所属工具的 input_schema，并且只在该工具被加载时才占用上下文。`);
  if (n(f.codeResults) > 0)
    sentences.push(
      `请求指明容器 ${f.container}，新的用户消息中只有代码正在等待的 ${num(n(f.codeResults))} 个 tool_result 块：按 API 的要求，不能附带文本。每一个中间结果仍然要在你的代码和 API 之间传输：编程工具调用节省的是模型的上下文和采样，而不是这一次往返。`,
    );
  return sentences.join('');
};

const examplesLoaded = (f: StepFacts) =>
  n(f.examples) > 0 ? `其中 ${num(n(f.exampleTools))} 个带有 input_examples（${num(n(f.examples))} 个）：它们随定义一起加载，从这里开始计入上下文。` : '';

/** The blocks a response holds, named only when they are there. */
const responseContents = (f: StepFacts) => {
  const parts: string[] = [];
  if (n(f.searches) > 0) {
    const notes: string[] = [];
    if (n(f.searchErrors) > 0) notes.push(`其中 ${num(n(f.searchErrors))} 次被拒绝`);
    if (n(f.references) > 0) notes.push(`结果指向 ${num(n(f.references))} 个工具`);
    parts.push(`${num(n(f.searches))} 次搜索及其结果` + (notes.length > 0 ? `（${notes.join('；')}）` : ''));
  }
  if (n(f.listings) > 0) parts.push(`${num(n(f.listings))} 份 MCP 工具列表`);
  if (n(f.mcpCalls) > 0) parts.push(`${num(n(f.mcpCalls))} 次 MCP 工具调用及${n(f.mcpResults) === 1 ? '其结果' : ` ${num(n(f.mcpResults))} 个结果`}`);
  if (n(f.toolCalls) > 0) parts.push(`${num(n(f.toolCalls))} 个交给客户端执行的 tool_use 块（${f.clientTools}）`);
  if (n(f.codeRuns) > 0) parts.push(`${num(n(f.codeRuns))} 段交给代码执行工具的程序`);
  if (n(f.codeCalls) > 0) parts.push(`${num(n(f.codeCalls))} 个由代码发出的 tool_use 块（${names(f.codeTools)}）`);
  if (n(f.codeOutputs) > 0) parts.push('程序的输出（code_execution_tool_result）');
  if (n(f.texts) > 0) parts.push(`${num(n(f.texts))} 个文本块`);
  return list(parts);
};

/** 模拟器代替 API 写出的文本（它的 400 错误和搜索错误）。 */
const modelledText = (f: StepFacts) => (f.origin === 'modelled' ? '该消息文本属于推演：由模拟器写出，真实 API 的措辞可能不同。' : '');

/** 返回的引用数与搜索最多能返回的数目相比：线上数据并不说明一共匹配了多少。 */
const capSentence = (f: StepFacts) =>
  n(f.count) >= n(f.cap) ? `这正是它的上限（${f.cap}）：可能还有更多工具匹配，具体多少并不在线上数据中。` : `它的上限是 ${f.cap}。`;

const callerSentence = (f: StepFacts) =>
  f.caller ? `该块带有 "caller": {"type": "${f.caller}"}，这是 API 可能发送的字段；并非每个响应都有。` : '';

const searchInput = (f: StepFacts) =>
  (f.field ? `其 input.${f.field} 为“${f.query}”` : `输入为 ${f.query}`) + (f.limit !== '' && f.limit !== undefined ? `，limit 为 ${f.limit}` : '');

/** The title and explanation of each kind of step, built only from that step's facts (lib/engine/step-facts.ts). */
export const steps: typeof en = {
  titles: {
    request: (f) => (f.followUp ? '下一次请求' : '请求'),
    'model-input': () => '模型看到的内容',
    'model-search-call': (f) => (n(f.attempt) > 1 ? '模型再次搜索' : '模型发起搜索'),
    'search-run': () => '搜索延迟加载的工具',
    'search-result': (f) => (f.error ? '搜索出错' : n(f.count) === 0 ? '没有匹配项' : '匹配的定义'),
    'search-inject': (f) => (f.error ? '搜索错误交给模型' : n(f.count) === 0 ? '空结果交给模型' : '展开工具引用'),
    'model-tool-call': (f) => `调用 ${f.tool}`,
    'mcp-call': () => 'MCP tools/call',
    'mcp-result': (f) => (f.is_error === 'true' ? '工具返回错误' : '工具返回结果'),
    'tool-result-inject': () => '结果交给模型',
    response: (f) => (f.stop_reason === 'end_turn' ? '最终响应' : `响应：${f.stop_reason}`),
    'error-response': (f) => `HTTP ${f.status} 错误`,
    'client-tool-run': (f) => `客户端执行 ${f.tool}`,
    'client-tool-result': () => '工具结果',
    'model-code-call': () => '模型编写代码',
    'code-run': () => '代码在容器中运行',
    'code-tool-call': (f) => `代码调用 ${names(f.tools)}`,
    'code-resume': () => '结果交给等待中的代码',
    'code-output': (f) => (f.code === 0 ? '程序结束' : '程序出错'),
    'code-output-inject': () => '输出交给模型',
    'as-written': (f) => String(f.title),
  },
  explanations: {
    request: (f) =>
      cat(`客户端向 POST /v1/messages 发送${f.followUp ? '下一次' : '一次'} HTTP 请求，携带`, requestCarries(f), `。${requestWhy(f)}`),
    'model-input': (f) =>
      (n(f.deferred) > 0
        ? `服务端根据请求${f.listed ? '以及 MCP 服务器的工具列表' : ''}构建模型的提示词，并略去延迟加载的定义。模型能看到 ${num(n(f.visible))} 个工具定义；另外 ${num(n(f.deferred))} 个延迟加载的定义不占用它的上下文，也不会破坏提示缓存。`
        : `服务端根据请求${f.listed ? '以及 MCP 服务器的工具列表' : ''}构建模型的提示词。没有任何定义被延迟加载：模型能看到全部 ${num(n(f.visible))} 个工具定义。`) +
      (n(f.remembered) > 0
        ? `可见的定义中有 ${num(n(f.remembered))} 个是先前发现的：对话历史中的 tool_reference 块让它们保持加载，无需再次搜索。`
        : '') +
      (n(f.examples) > 0 ? `可见的定义中有 ${num(n(f.exampleTools))} 个带有 input_examples（${num(n(f.examples))} 个），它们和定义的其余部分一样计入上下文。` : ''),
    'model-search-call': (f) =>
      `${n(f.attempt) > 1 ? '模型再次搜索' : '模型调用工具搜索工具'}：一个 name 为 ${f.tool} 的 server_tool_use 块（id 前缀为 srvtoolu_），${searchInput(f)}。该工具由 API 自己执行；客户端从不回应服务器工具。${callerSentence(f)}`,
    'search-run': (f) =>
      cat(
        '服务端对',
        f.servers ? `MCP 服务器 ${f.servers} 列出的` : f.inline ? '请求 tools 数组中的' : '',
        `${num(n(f.deferred))} 个延迟加载的定义运行 ${f.tool}，匹配名称、描述、参数名和参数描述。`,
      ) + (f.servers ? '搜索在 API 内部针对这份工具列表进行：MCP 服务器从不会看到查询内容。' : ''),
    'search-result': (f) =>
      f.error
        ? `搜索输入被拒绝，错误为 ${f.error}${f.message ? `：“${f.message}”` : ''}。这不是 HTTP 错误：结果会返回给模型，模型可以再试一次。${modelledText(f)}`
        : n(f.count) === 0
          ? '没有匹配项。空的 tool_references 列表是正常结果，而不是错误。'
          : `搜索返回 ${num(n(f.count))} 个引用：${f.names}。${capSentence(f)}这些完整定义将被加载进模型的上下文。`,
    'search-inject': (f) =>
      f.error
        ? `模型收到一个包含错误（${f.error}）的 tool_search_tool_result；不会加载任何定义。${f.next === 'server_tool_use' ? '模型随后再次搜索。' : ''}`
        : n(f.count) === 0
          ? `模型收到一个 tool_references 列表为空的 tool_search_tool_result；不会加载任何定义。${f.next === 'server_tool_use' ? '模型随后再次搜索。' : ''}`
          : `模型收到一个包含 ${num(n(f.count))} 个 tool_reference 块的 tool_search_tool_result。服务端会把每个工具引用展开为模型上下文中的完整定义：${f.names}。${examplesLoaded(f)}`,
    'model-tool-call': (f) =>
      (n(f.discovered) ? `${f.tool} 现已可见，模型调用它` : `模型调用 ${f.tool}`) +
      (f.server
        ? `：一个指明 MCP 服务器“${f.server}”的 mcp_tool_use 块。由 API 执行，客户端无需任何操作。`
        : `：一个普通的 tool_use 块，所调用的是由客户端执行的工具。` + (f.stop_reason === 'tool_use' ? '响应在此停止，stop_reason 为 "tool_use"。' : '')) +
      callerSentence(f),
    'mcp-call': (f) => `服务端根据 mcp_tool_use 块，向 MCP 服务器“${f.server}”发送针对 ${f.tool} 的 JSON-RPC tools/call 请求。`,
    'mcp-result': (f) => `MCP 服务器以工具的执行结果回应 tools/call${f.is_error === 'true' ? '，并将其标记为错误' : ''}。`,
    'tool-result-inject': (f) =>
      `服务端把结果作为 mcp_tool_result 块${f.is_error === 'true' ? '（带 is_error: true）' : ''}放入模型的上下文。${f.tool} 的执行全程无需客户端参与。` +
      (f.next === 'text' ? '模型接着据此写出文本。' : f.next === 'server_tool_use' ? '模型接着再次搜索。' : f.next === 'mcp_tool_use' ? '模型接着调用另一个工具。' : ''),
    response: (f) => {
      const contents = responseContents(f);
      if (f.stop_reason === 'tool_use' && n(f.codeCalls) > 0)
        return (
          cat('响应包含', contents, `，并以 stop_reason "tool_use" 结束：客户端执行代码调用的 ${num(n(f.codeCalls))} 个工具，并在指明容器 ${f.container} 的新请求中把结果发回。`) +
          (n(f.iterations) === 0 ? '这个响应不是模型采样生成的：代码恢复运行后又发出了新的调用。' : '') +
          `每一个中间结果仍然要在客户端和 API 之间传输：编程工具调用节省的是模型采样和上下文空间，而不是往返次数。${usageSentence(f)}`
        );
      if (n(f.codeOutputs) > 0)
        return cat('代码已经结束。响应包含', contents, `，stop_reason 为 "${f.stop_reason}"：进入模型上下文的只有程序打印的内容，它处理过的那些结果从未进入。${usageSentence(f)}`);
      const quiet = n(f.searches) + n(f.mcpCalls) + n(f.toolCalls) === 0;
      if (f.stop_reason === 'tool_use')
        return cat('响应包含', contents, `，并以 stop_reason "tool_use" 结束：客户端必须执行该工具，并在新的请求中把结果发回。${usageSentence(f)}`);
      if (f.stop_reason === 'max_tokens')
        return cat('响应提前停止（stop_reason "max_tokens"）：已达到 max_tokens，这一轮尚未完成。响应', contents ? cat('包含', contents) : '没有任何内容', `。${usageSentence(f)}`);
      if (f.stop_reason === 'pause_turn')
        return cat('API 暂停了这一轮（stop_reason "pause_turn"）：到目前为止，响应', contents ? cat('包含', contents) : '没有任何内容', `。把它原样作为助手消息发回，API 就会继续。${usageSentence(f)}`);
      if (quiet)
        return cat('模型的回答', contents ? cat('包含', contents) : '没有任何内容', `：此响应中没有搜索，也没有工具调用。它以 stop_reason "${f.stop_reason}" 结束。${usageSentence(f)}`);
      if (f.stop_reason === 'end_turn') return cat('服务端在一次响应中返回整个轮次：', contents, `，stop_reason 为 "${f.stop_reason}"。${usageSentence(f)}`);
      return cat('响应包含', contents, `，并以 stop_reason "${f.stop_reason}" 结束。${usageSentence(f)}`);
    },
    'error-response': (f) =>
      `API 在模型运行之前就拒绝了请求：HTTP ${f.status}${f.type ? `（${f.type}）` : ''}。“${f.message}”${modelledText(f)}`,
    'client-tool-run': (f) =>
      (n(f.byCode)
        ? `客户端用程序发出的 tool_use 块中的参数，在自己的代码里执行 ${f.tool}：它的 caller 指向代码而不是 Claude，但对客户端来说这只是一次普通调用。`
        : `客户端用 tool_use 块中的参数，在自己的代码里执行 ${f.tool}。`) + (f.implementation ? `（${f.implementation}）` : ''),
    'client-tool-result': (f) =>
      n(f.byCode)
        ? `客户端把 ${f.tool} 的输出包装成 tool_result 块${f.is_error === 'true' ? '（带 is_error: true）' : ''}。它随下一次请求发回，交给在容器中等待的代码：它永远不会进入模型的上下文。`
        : n(f.references) > 0
        ? `客户端的搜索在 tool_result 中返回 ${num(n(f.references))} 个 tool_reference 块。它们随下一次请求发送后，API 会为模型展开这些延迟加载的定义。`
        : `客户端把 ${f.tool} 的输出包装成 tool_result 块${f.is_error === 'true' ? '（带 is_error: true）' : ''}，作为用户消息随下一次请求发送。`,
    'model-code-call': (f) =>
      `模型调用代码执行工具（${f.version}）：一个 server_tool_use 块（id 前缀为 srvtoolu_），其 input.code 是一段 ${num(n(f.lines))} 行的 Python 程序。它把 ${names(f.functions) || '（无）'} 作为异步函数调用，这些工具的 allowed_callers 中列出了 ${f.version}。该工具由 API 执行；客户端从不回应这个块。`,
    'code-run': (f) =>
      `服务端在代码执行容器${f.container ? `（${f.container}）` : ''}中运行这段程序。在容器里，代码可以调用的工具都是 Python 函数：${names(f.functions) || '无'}。调用其中一个并不会执行工具本身：程序会暂停，调用被发往客户端。没有任何客户端能看到容器内部：这一步是对它的模拟。`,
    'code-tool-call': (f) =>
      `程序运行到 await，调用 ${names(f.tools)}${n(f.count) > 1 ? `：${num(n(f.count))} 个调用同时等待结果` : ''}。服务端把每个调用变成一个 tool_use 块，其 caller 为 {"type": "${f.caller}", "tool_id": "${f.runner}"}：属于代码，而不是 Claude。模型不会为这些调用采样。`,
    'code-resume': (f) =>
      `服务端把 ${num(n(f.count))} 个 tool_result 块交给在容器 ${f.container} 中等待的程序，程序从暂停处继续运行。模型不会被采样，这些结果也不会进入它的上下文：只有代码会读取它们。`,
    'code-output': (f) =>
      (f.code === 0 ? `程序结束（退出码 0），打印了 ${num(n(f.chars))} 个字符。` : `程序出错（${f.code}）${f.stderr ? `：${f.stderr}` : ''}。`) +
      (f.origin === 'modelled' ? '模拟器并不运行 Python：这段输出是用 JavaScript 模拟这段程序得到的（推演）。' : ''),
    'code-output-inject': (f) =>
      `服务端把程序的输出作为 code_execution_tool_result 放进模型的上下文：约 ${num(n(f.tokens))} 个 token。代码处理过的 ${num(n(f.withheld))} 个工具结果从未进入上下文。` +
      (f.next === 'text' ? '模型接着仅凭这段输出写出回答。' : ''),
    'as-written': (f) => String(f.explanation),
  },
};
