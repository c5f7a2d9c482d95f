import type { StepFacts } from '@/lib/engine/step';
import type { steps as en } from '../en/steps';
import { num } from './format';

// Facts are numbers or text: only numbers are formatted.
const n = (x: string | number | undefined) => (x === undefined || x === '' || Number.isNaN(Number(x)) ? String(x ?? '') : num(Number(x)));

const usageSentence = (f: StepFacts) =>
  f.usage === 'exact'
    ? `用量（API 的计数）：输入 ${n(f.input_tokens)} 个 token，输出 ${n(f.output_tokens)} 个 token。`
    : `用量（估算值：模拟器按约每 4 个字符 1 个 token 计数）：输入 ${n(f.input_tokens)} 个 token，输出 ${n(f.output_tokens)} 个 token。`;

export const steps: typeof en = {
  titles: {
    request: (f) => (f.followUp ? '下一次请求' : '请求'),
    'model-input': () => '模型看到的内容',
    'model-search-call': () => '模型发起搜索',
    'search-run': () => '搜索延迟加载的工具',
    'search-result': (f) => (f.error ? '搜索出错' : '匹配的定义'),
    'search-inject': () => '展开工具引用',
    'model-tool-call': (f) => `调用 ${f.tool}`,
    'mcp-call': () => 'MCP tools/call',
    'mcp-result': () => '工具返回结果',
    'tool-result-inject': () => '结果交给模型',
    response: (f) => (f.stop_reason === 'tool_use' ? '响应：tool_use' : '最终响应'),
    'error-response': (f) => `HTTP ${f.status} 错误`,
    'client-tool-run': (f) => `客户端执行 ${f.tool}`,
    'client-tool-result': () => '工具结果',
    'as-written': (f) => String(f.title),
  },
  explanations: {
    request: (f) =>
      `客户端向 POST /v1/messages 发送一次 HTTP 请求，带上模型（${f.model}）和全部 ${n(f.tools)} 个工具，其中 ${n(f.deferred)} 个设置了 defer_loading：每个工具定义仍会随每次请求发送，但延迟加载的工具在被搜索到之前不会进入模型的提示词。`,
    'model-input': (f) =>
      `服务端根据请求构建模型的提示词，并略去延迟加载的定义。模型能看到 ${n(f.visible)} 个工具定义；另外 ${n(f.deferred)} 个延迟加载的定义不占用它的上下文，也不会破坏提示缓存。` +
      (Number(f.remembered) > 0
        ? `可见的定义中有 ${n(f.remembered)} 个是先前发现的：对话历史中的 tool_reference 块让它们保持加载，无需再次搜索。`
        : ''),
    'model-search-call': (f) =>
      `模型手头没有能回答这个问题的工具，于是调用工具搜索工具：一个 server_tool_use 块（id 前缀为 srvtoolu_），查询为“${f.query}”。该工具由 API 自己执行；客户端从不需要回应服务器工具。`,
    'search-run': (f) => `服务端在 ${n(f.deferred)} 个延迟加载的定义上运行 ${f.tool}：匹配名称、描述、参数名和参数描述。`,
    'search-result': (f) =>
      f.error
        ? `搜索输入被拒绝，错误为 ${f.error}。这不是 HTTP 错误：结果会返回给模型，模型可以再试一次。`
        : Number(f.count) === 0
          ? '没有匹配项。空的 tool_references 列表是正常结果，而不是错误。'
          : `搜索匹配到 ${n(f.count)} 个：${f.names}。这些完整定义将被加载进模型的上下文。`,
    'search-inject': (f) =>
      f.error
        ? `模型收到一个包含错误（${f.error}）的 tool_search_tool_result，可以重新搜索。`
        : `模型收到一个带有 tool_reference 块的 tool_search_tool_result。服务端会把每个工具引用展开为模型上下文中的完整定义：${f.names || '无'}。`,
    'model-tool-call': (f) =>
      (Number(f.discovered) ? `${f.tool} 现已可见，模型调用它` : `模型调用 ${f.tool}`) +
      (f.server
        ? `：一个指明 MCP 服务器“${f.server}”的 mcp_tool_use 块。由 API 执行，客户端无需任何操作。`
        : `，使用普通的 tool_use 块。这是客户端工具，因此响应会在此停止，stop_reason 为 "tool_use"。`),
    'mcp-call': (f) => `服务端根据 mcp_tool_use 块，向 MCP 服务器“${f.server}”发送针对 ${f.tool} 的 JSON-RPC tools/call 请求。`,
    'mcp-result': (f) => `MCP 服务器以工具的执行结果回应 tools/call${f.is_error === 'true' ? '，并标记为错误' : ''}。`,
    'tool-result-inject': (f) =>
      `服务端把结果作为 mcp_tool_result 块放入模型的上下文，模型据此写出回答。${f.tool} 的执行全程无需客户端参与。`,
    response: (f) =>
      f.stop_reason === 'tool_use'
        ? `响应以 stop_reason "tool_use" 结束：客户端必须执行该工具，并在新的请求中把结果发回。${usageSentence(f)}`
        : `服务端在一次响应中返回整个轮次——搜索、工具引用、工具调用及其结果，以及最终文本——stop_reason 为 "${f.stop_reason}"。${usageSentence(f)}`,
    'error-response': (f) => `API 在模型运行之前就拒绝了请求：HTTP ${f.status}。“${f.message}”`,
    'client-tool-run': (f) => `客户端用 tool_use 块中的参数，在自己的代码里执行 ${f.tool}。${f.implementation ? `（${f.implementation}）` : ''}`,
    'client-tool-result': (f) =>
      Number(f.references) > 0
        ? `客户端的搜索在 tool_result 中返回 ${n(f.references)} 个 tool_reference 块。它们随下一次请求发送后，API 会为模型展开这些延迟加载的定义。`
        : `客户端把 ${f.tool} 的输出包装成 tool_result 块，作为用户消息随下一次请求发送。`,
    'as-written': (f) => String(f.explanation),
  },
};
