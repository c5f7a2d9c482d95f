import type { PlainFacts, plain as en } from '../en/plain';
import { num } from './format';

const n = (value: string | number | undefined) => Number(value ?? 0);

/** "a、b 和 c"，中英文之间留空格。 */
const list = (parts: string[]) => {
  if (parts.length <= 1) return parts[0] ?? '';
  const last = parts.at(-1)!;
  return `${parts.slice(0, -1).join('、')}和${/^[!-~]/.test(last) ? ' ' : ''}${last}`;
};

/** 名字太多时只列前几个，投影上一眼读得完。 */
const someNames = (names: string | number | undefined, max = 3) => {
  const all = String(names ?? '').split(', ').filter(Boolean);
  return all.length <= max ? all.join('、') : `${all.slice(0, max).join('、')}，另有 ${num(all.length - max)} 个`;
};

const seesOnlySearch = (f: PlainFacts) => f.seesSearch > 0 && f.seesAlways + f.seesFound === 0;

export const plain: typeof en = {
  sentences: {
    request: (f) => {
      if (n(f.followUp)) return '客户端发出新的请求：带上到目前为止的对话，以及之后发生的内容。';
      if (n(f.toolsets) > 0)
        return (
          `客户端提出问题，并通过 MCP 连接器把 API 指向 ${num(n(f.servers))} 个 MCP 服务器` +
          (n(f.listedDeferred) > 0 ? `：它们的 ${num(n(f.listed))} 个工具中有 ${num(n(f.listedDeferred))} 个延迟加载。` : '。')
        );
      const defs = n(f.definitions);
      const deferred = n(f.deferred);
      if (deferred === 0) return `客户端提出问题，并随请求发送 ${num(defs)} 个工具，没有一个是延迟加载的。`;
      return f.search ? `客户端提出问题，并随请求发送搜索工具和 ${num(deferred)} 个延迟加载的工具。` : `客户端提出问题，并随请求发送 ${num(defs)} 个工具，其中 ${num(deferred)} 个延迟加载。`;
    },
    'model-input': (f) => {
      const deferred = n(f.deferred);
      if (deferred === 0) return '没有延迟加载的工具：模型从一开始就能看到全部工具。';
      const hidden = `${num(deferred)} 个延迟加载的工具不在它的上下文里。`;
      if (seesOnlySearch(f)) return `模型一开始只有搜索工具：${hidden}`;
      const parts = [
        ...(f.seesSearch > 0 ? ['搜索工具'] : []),
        ...(f.seesAlways > 0 ? [`${num(f.seesAlways)} 个一开始就加载的工具`] : []),
        ...(f.seesFound > 0 ? [`${num(f.seesFound)} 个之前找到的工具`] : []),
      ];
      return `模型能看到${/^[!-~]/.test(parts[0] ?? '') ? ' ' : ''}${list(parts)}；${hidden}`;
    },
    'model-search-call': (f) =>
      n(f.attempt) > 1
        ? `那次搜索没有找到能调用的工具，于是模型再次搜索：“${f.query}”。`
        : seesOnlySearch(f)
          ? `模型只看得到搜索工具，所以为了回答问题，它先去搜索工具：“${f.query}”。`
          : `模型在延迟加载的工具中搜索合适的一个：“${f.query}”。`,
    'search-run': (f) => `API 自己执行这次搜索，范围是 ${num(n(f.deferred))} 个延迟加载工具的名称和描述。` + (f.servers ? 'MCP 服务器始终看不到搜索查询。' : ''),
    'search-result': (f) =>
      f.error ? `搜索被拒绝（${f.error}）。模型会收到通知，可以再试一次。` : n(f.count) === 0 ? '没有匹配的工具。' : `匹配到 ${num(n(f.count))} 个工具：${someNames(f.names)}。`,
    'search-inject': (f) =>
      f.error
        ? '模型收到错误，没有加载任何工具。'
        : n(f.count) === 0
          ? '模型收到空结果，没有加载任何工具。'
          : `搜索返回的是只有名字的 tool_reference 块。API 把每个引用展开成完整定义，于是模型现在能看到 ${someNames(f.names)}。`,
    'model-tool-call': (f) =>
      f.server
        ? `模型调用它找到的工具 ${f.tool}，由 API 在 MCP 服务器“${f.server}”上运行。`
        : `模型请客户端运行 ${f.tool}。` + (f.stop_reason === 'tool_use' ? '响应到此为止。' : ''),
    'mcp-call': (f) => `API 在 MCP 服务器“${f.server}”上调用 ${f.tool}。`,
    'mcp-result': (f) => (f.is_error === 'true' ? 'MCP 服务器返回了一个错误。' : 'MCP 服务器返回工具的结果。'),
    'tool-result-inject': (f) =>
      'API 把结果放进模型的上下文' +
      (f.next === 'text' ? '，模型据此写出回答。' : f.next === 'server_tool_use' ? '，模型接着再次搜索。' : f.next === 'mcp_tool_use' ? '，模型接着调用另一个工具。' : '。'),
    response: (f) => {
      if (f.stop_reason === 'tool_use') return `响应在此停下，由客户端自己运行 ${f.clientTools}。`;
      if (f.stop_reason !== 'end_turn') return `响应提前停止：stop_reason 为“${f.stop_reason}”。`;
      if (n(f.searches) + n(f.mcpCalls) + n(f.toolCalls) === 0) return '模型直接作答，没有搜索，也没有调用工具。';
      return '客户端拿到回答，以及得出这个回答的每一次搜索和工具调用。';
    },
    'error-response': (f) => `API 以 HTTP ${f.status} 拒绝了请求，模型根本没有运行。`,
    'client-tool-run': (f) => (n(f.byCode) ? `客户端替程序运行 ${f.tool}：对客户端来说，这只是一次普通调用。` : `客户端自己的代码运行 ${f.tool}。`),
    'client-tool-result': (f) =>
      n(f.byCode)
        ? `${f.tool} 的结果随下一次请求发回，交给在容器中等待的程序，而不是模型。`
        : n(f.references) > 0
        ? `客户端的搜索返回 ${num(n(f.references))} 个 tool_reference 块；在下一次请求中，API 会为模型展开它们。`
        : `客户端把 ${f.tool} 的输出包装成工具结果，放进下一次请求。`,
    'model-code-call': (f) => `模型没有逐个调用工具，而是写了一段简短的 Python 程序，由它调用 ${someNames(f.functions) || '这些工具'}。`,
    'code-run': () => 'API 在代码执行容器中运行这段程序，任何客户端都看不到容器内部。',
    'code-tool-call': (f) => `程序调用 ${someNames(f.tools)}。每次调用都以 tool_use 块的形式发给客户端，发起者是代码而不是 Claude；模型不会为此采样。`,
    'code-resume': () => '结果交给正在等待的程序，而不是模型：代码继续运行，无需任何采样。',
    'code-output': (f) => (f.code === 0 ? '程序运行结束，打印出结果。' : '程序运行失败。') + (f.origin === 'modelled' ? '（输出属于推演：模拟器不运行 Python。）' : ''),
    'code-output-inject': () => '进入模型上下文的只有程序打印的内容，而不是它处理过的那些工具结果。',
    'as-written': (f) => String(f.explanation),
  },
};
