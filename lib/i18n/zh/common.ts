import type { common as enCommon } from '../en/common';
import { format } from './format';

export const common: typeof enCommon = {
  appName: 'Tool Search Lab',
  tagline: 'Claude 如何在成千上万个工具中找到需要的那一个：逐步演示，附带原样 JSON。',
  nav: {
    main: '主导航',
    player: '播放器',
    scenarios: '场景',
    search: '搜索试验场',
    catalogs: '工具目录',
    live: '实时模式',
    compare: '对比',
    budget: 'Token 预算',
  },
  format,
  framed: {
    refused: '应用的这一部分不能在框架（iframe）中运行：它可能消耗 API 密钥，而框架外的页面可能诱导你的点击。',
    open: '在新标签页中打开',
  },
  language: { label: '语言' },
  actors: {
    client: '客户端',
    service: '服务端（API）',
    model: '模型',
    registry: '注册中心 · API 内的工具索引',
    tool: '实际工具',
    container: '代码执行容器（API 内部）',
  },
  seen: {
    api: { label: '录自真实 API', hint: '客户端发往 Anthropic API 或从中收到的字节，按原样录制（密钥已遮盖）。' },
    emulator: {
      label: '录自模拟器',
      hint: '客户端发往本应用模拟器或从中收到的字节，按原样录制。模拟器是 API 的离线替身，背后是脚本化的模型，并不是 Anthropic 的服务器。',
    },
    derived: {
      label: '引擎推导',
      hint: 'API 内部的流量，任何客户端都看不到：由引擎根据录制的字节重建（例如第 2 步就是去掉延迟加载定义之后的请求）。',
    },
    client: { label: '客户端执行', hint: '这个工具由客户端自己的代码运行（客户端执行）：属于这次运行，但不是 API 流量。' },
    published: {
      label: '按原文引用',
      hint: '照录文章刊出的内容：既不是录制的，也不是推导的，也不一定是 API 实际发送的内容。',
    },
  },
  provenance: {
    exact: { label: '精确', hint: '由 API 计数：count_tokens，或从真实 API 录制的响应中的 usage。' },
    estimate: {
      label: '估算',
      hint: '我们的估算器（约每 4 个字符 1 个 token，另加官方公布的固定开销）——模拟器返回的 usage 也出自同一个估算器。',
    },
    quoted: { label: '引用', hint: '按原文照录自文章，并非在此计算。' },
  },
  modelled: {
    label: '推演',
    hint: '由本应用代替 API 写出（模拟器的错误文本、第 2 步之前的 MCP 工具列表交互），依据公开的规则推演而来：真实 API 可能不同。',
    orderHint: '这是模拟器的排序：API 没有公布其搜索的排序方式，得分相同的结果可能另有顺序。',
    outputHint: '模拟器并不运行 Python：这段输出是用 JavaScript 模拟这段程序得到的（推演）。真实容器里的真实代码打印的内容可能不同。',
  },
  searchOrder: {
    regex: '排序：名称中的匹配在前，其次是描述，最后是仅在参数中的匹配；同级的结果保持工具列表中的顺序。',
    bm25: '排序：按 BM25 得分；得分相同的结果保持工具列表中的顺序。',
    keyword: '排序：按关键词得分（名称片段高于搜索提示，高于描述）；得分相同的结果保持工具列表中的顺序。',
  },
  searchNames: {
    legend: 'MCP 工具按什么被搜索',
    tool: '它自己的名称（即 tools/list 给出的名称）、描述和参数：这是文档的说法，也是默认设置',
    prefixed: '连同组合名称 {server}_{name}：服务器前缀也会被匹配',
    hint: '无论哪种方式，tool_reference 都用 {server}_{name} 指称该工具。',
  },
  unverified: {
    label: '未验证',
    hint: '还没有人在实际流量中证实过的协议细节：应用依赖了它，标记会注明是哪一点。',
    points: {
      'bm25-input': {
        point: 'BM25 的输入字段',
        hint: '按文档，BM25 搜索工具的输入是 {"query": …}，但目前还没有任何抓取到的响应能证实这一点。',
      },
      'search-limit': {
        point: '搜索的 limit',
        hint: '一次真实抓取显示模型在搜索时发送了 "limit"，但它尚未被确认为官方参数：API 可能会忽略它。',
      },
      'defer-builtin': {
        point: '延迟加载内置工具',
        hint: 'SDK 的类型允许在内置服务器工具（网页搜索、网页抓取）上设置 defer_loading，但 API 是否真的延迟加载它们、并让搜索能找到它们，尚未验证。',
      },
      'count-tokens-deferred': {
        point: 'count_tokens 与延迟加载的工具',
        hint: 'count_tokens 接受 defer_loading，但它给出的数字是否像模型的上下文那样不计入延迟加载的定义，尚未验证。',
      },
      'search-prefix': {
        point: '搜索服务器前缀',
        hint: 'tool_reference 用 {server}_{name} 指称 MCP 工具，但搜索本身是否也匹配这个服务器前缀，目前并不清楚：文档只提到工具的名称、描述和参数。',
      },
      'auto-threshold-unit': {
        point: 'Claude Code 的 auto 阈值衡量什么',
        hint: '一篇对 Claude Code 源码的解读（seed 001）说，auto 模式会在延迟加载工具的总大小超过上下文窗口的一定比例（默认 10%）时才延迟加载；但这个大小是按 token 还是按字符计算，并没有说明。',
      },
      'connector-always-load': {
        point: 'API 的连接器与 alwaysLoad',
        hint: '当 MCP 服务器设置了 _meta["anthropic/alwaysLoad"] 时，Claude Code 会让该工具始终加载（seed 001）；但没有任何来源说明 API 的 MCP 连接器是否读取这个字段。在那里要让工具保持加载，请使用 mcp_toolset.configs。',
      },
      'connector-instructions': {
        point: '连接器与服务器的 instructions',
        hint: 'MCP 服务器的 initialize 结果可以带有 instructions；API 的 MCP 连接器是否会把它展示给模型，文档中没有说明。',
      },
      'code-calls-context': {
        point: '代码发出的调用是否进入 Claude 的上下文',
        hint: '文档说，由代码发起的调用的结果不会进入 Claude 的上下文；但代码发出的 tool_use 块本身是否进入，没有任何说明。本应用两者都不计入。',
      },
      'no-sampling-usage': {
        point: '没有模型参与生成的响应的 usage',
        hint: '只是让代码在容器中继续运行（没有模型采样）的响应仍会报告 usage；文档没有说明其中的数值。模拟器报告 0 个输入和 0 个输出令牌。',
      },
      'code-result-type': {
        point: '代码中拿到的工具结果',
        hint: 'tool_result 在网络上传输的是文本；代码拿到的是这段文本还是解析后的 JSON，文档没有说明。程序用 json.loads 解析文本。',
      },
      'deferred-from-code': {
        point: '代码调用延迟加载的工具',
        hint: '没有文档说明代码能否在搜索加载某个延迟工具之前就调用它。模拟器只允许代码调用已在模型视野中的工具。',
      },
      'code-execution-cost': {
        point: '代码执行工具的描述',
        hint: 'API 会向模型描述代码执行工具，但没有公布其长度；这里的估算只计入请求中发送的两个字段。',
      },
    },
  },
};
