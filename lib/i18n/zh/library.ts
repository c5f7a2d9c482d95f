import type { library as en } from '../en/library';

export const library: typeof en = {
  scenarios: {
    'weather-mcp': {
      title: '天气查询：工具托管在 MCP 服务器上',
      description:
        '标准流程：只发一次请求，工具由 MCP 服务器经 MCP 连接器提供，并且全部延迟加载。模型用正则搜索找到 get_weather，API 在服务器上调用它，答案在同一个响应里返回：共 11 步。',
      question: '旧金山的天气怎么样？',
    },
    'weather-client': {
      title: '天气查询：工具由客户端执行',
      description:
        '同一个问题，但工具直接定义在请求里（defer_loading: true），由客户端执行。搜索仍在 API 内部进行，但响应以 tool_use 结束：客户端运行 get_weather，再在第二次请求中发送 tool_result。',
      question: '旧金山的天气怎么样？',
    },
    'weather-bm25': {
      title: '天气查询：用 BM25 搜索',
      description: '标准的 MCP 流程，只是把正则搜索工具换成 BM25 搜索工具：模型用自然语言查询来搜索，而不是写正则表达式。',
      question: '旧金山的天气怎么样？',
    },
    'enterprise-mcp': {
      title: '五个 MCP 服务器，两次搜索',
      description:
        'GitHub、Jira、Confluence、Notion 和 Slack 的服务器都通过 MCP 连接器接入，所有工具一律延迟加载：几百个定义，模型一个都看不到。这个问题需要两个服务器上的两个工具，所以模型搜索两次、调用两个工具，全部在同一个响应中完成。',
      question: '查找 Jira 项目 WEB 中未关闭的 bug，并把摘要发到 Slack 的 #eng-alerts 频道。',
    },
    'custom-search-client': {
      title: '客户端自己的搜索工具',
      description:
        '不使用服务端搜索工具：客户端提供自己的 {{client-search-tool}} 工具（关键词搜索，Claude Code 的做法）。它返回的 tool_result 里含有 tool_reference 块，API 会在下一次请求中加载这些延迟加载的定义。一共三个往返：搜索、调用、回答。',
      question: '旧金山的天气怎么样？',
    },
    'multi-turn': {
      title: '第二个问题复用已发现的工具',
      description:
        '标准流程结束后，用户追问一个问题。assistant 的内容（包括搜索相关的块）原样发回，因此 get_weather 仍处于加载状态：第二个响应无需重新搜索，直接调用它。',
      question: '旧金山的天气怎么样？',
    },
    'search-error': {
      title: '无效的正则，随后恢复',
      description:
        '第一次的正则无效（括号不成对）：搜索在 HTTP 200 响应中返回 tool_search_tool_result_error（invalid_tool_input），模型随后改用有效的正则重试。这个错误是系统提示词刻意安排的，以便录制结果可以复现。',
      question: '旧金山的天气怎么样？',
    },
    'all-deferred-400': {
      title: '全部延迟加载：HTTP 400',
      description:
        '每个工具都设置了 defer_loading: true，连搜索工具也不例外。模型没有任何可以起步的工具，API 在任何模型运行之前就以 invalid_request_error 拒绝了请求。',
      question: '旧金山的天气怎么样？',
    },
    'article-original': {
      title: '文章中的 11 步（原样呈现）',
      description:
        '深度解析文章（2025 年 11 月）中的 11 个载荷，完全按刊出的样子播放；凡是当前 API 不会这样发送的字段，都附有事实核查说明。可与按当前格式录制的 weather-mcp 对照。',
      question: '旧金山的天气怎么样？',
    },
    'ptc-budget': {
      title: '编程工具调用：谁超出了差旅预算？',
      description:
        '种子 004 的预算核查：使用 {{code-execution}}，以及三个只允许代码调用的工具（allowed_callers）。Claude 写出一段 Python 程序；程序发出的每次调用都会以 tool_use 的形式回到客户端，其 caller 指向这段代码；客户端只用 tool_result 块作答，代码随后在容器中继续运行，无需模型参与。一共四次请求，与直接调用工具一样多：变化在于模型只采样两次而不是四次，并且只有程序打印的内容会进入它的上下文。',
      question: '工程团队中有哪些成员超出了第三季度的差旅预算？',
    },
    'ptc-direct': {
      title: '同一个预算核查，直接调用工具',
      description:
        '同样的问题、同样的三个工具，但不用代码执行：Claude 先调用 get_team_members，再查两个预算，然后查四份费用报告（并行工具调用）；每个结果连同明细都进入它的上下文，它才开始汇总。这是 /compare 中与编程工具调用对照的基线。',
      question: '工程团队中有哪些成员超出了第三季度的差旅预算？',
    },
    'ptc-search': {
      title: '搜索、代码和示例：三项功能一起用',
      description:
        '演示用费用服务器的所有工具都延迟加载，并带上正则搜索工具和代码执行：一次搜索加载 get_team_members、get_expenses 和 get_budget_by_level（get_expenses 带有 input_examples），然后 Claude 的程序在容器中调用它们。工具搜索省下的是定义，编程工具调用省下的是中间结果。',
      question: '工程团队中有哪些成员超出了第三季度的差旅预算？',
    },
    'tool-examples': {
      title: '延迟加载工具上的工具使用示例',
      description:
        '一个服务台，其 create_ticket 带有种子 004 中的三个 input_examples。延迟加载时它们不占用任何上下文；加载 create_ticket 的那次搜索会把示例一并加载，此后它们像定义的其余部分一样计入模型的上下文。API 会用 input_schema 校验每个示例（否则返回 HTTP 400）。',
      question: '开一个紧急工单：生产环境的登录页面返回 500 错误。报告人是 Jane Smith（USR-12345，jane@acme.com）。',
    },
  },
  catalogs: {
    'demo-weather': '演示用天气服务器（为 Tool Search Lab 编写）',
    github: 'GitHub MCP 服务器（全部工具集）',
    'github-default-toolsets': 'GitHub MCP 服务器（默认工具集）',
    'atlassian-jira': 'Atlassian MCP 服务器（Jira 工具）',
    'atlassian-confluence': 'Atlassian MCP 服务器（Confluence 工具）',
    notion: 'Notion MCP 服务器',
    'slack-korotovsky': 'Slack MCP 服务器（korotovsky 版）',
    'ref-everything': 'MCP 参考服务器：everything',
    'ref-fetch': 'MCP 参考服务器：fetch',
    'ref-filesystem': 'MCP 参考服务器：filesystem',
    'ref-git': 'MCP 参考服务器：git',
    'ref-memory': 'MCP 参考服务器：memory',
    'ref-sequentialthinking': 'MCP 参考服务器：sequential thinking',
    'ref-time': 'MCP 参考服务器：time',
    'demo-expenses': '演示用费用服务器（为 Tool Search Lab 编写）',
    'demo-support': '带工具使用示例的演示服务台（为 Tool Search Lab 编写）',
  },
  articleSteps: {
    '[REQUEST] Initial request': {
      title: '[REQUEST] 初始请求',
      explanation: '客户端发送搜索工具和延迟加载的业务工具。（文章把 input_schema 省略为“{ ... }”，这里按文章自己 3.1 节的内容补全。）',
    },
    'Forward for inference': { title: '转发给模型推理', explanation: '网关过滤掉 defer_loading 的工具，只把搜索工具交给模型：此时模型完全看不到 get_weather。' },
    'Trigger the tool search': { title: '触发工具搜索', explanation: '模型发现需要天气数据，却没有相应的工具，于是调用 Tool Search Tool。' },
    'Look up tool definitions': { title: '查找工具定义', explanation: '服务端用查询去匹配 defer_loading 的工具。' },
    'Return the schema': { title: '返回 schema', explanation: '注册中心返回匹配工具的完整定义。' },
    'Inject the definition into the context': {
      title: '把定义注入上下文',
      explanation: '服务端把结果包装成 tool_search_tool_result，引用的 schema 会被自动展开。现在模型能看到 get_weather 了。',
    },
    'Generate the tool call': { title: '生成工具调用', explanation: '模型根据注入的 schema 写出工具调用。' },
    'Call the real weather API': { title: '调用真实的天气 API', explanation: '服务端（经由 MCP 服务器）把调用转发给天气服务。' },
    'Return the weather data': { title: '返回天气数据', explanation: '天气服务返回实时数据。' },
    'Submit the result, generate the reply': { title: '提交结果，生成回复', explanation: '服务端把结果包装成 tool_result 交给模型，用于生成最终回复。' },
    '[RESPONSE] Final reply': { title: '[RESPONSE] 最终回复', explanation: 'API 返回包含完整过程的响应。' },
  },
  factChecks: {
    '1 tools[1]':
      '文章称这次运行是 MCP 托管，但 get_weather 直接在请求里声明，既没有 mcp_servers，也没有 mcp_toolset。按原文，它是客户端工具：API 会以 stop_reason "tool_use" 停下，由客户端执行（见 weather-client 场景）。真正的 MCP 托管运行要在 mcp_servers 中声明服务器，并通过带 default_config.defer_loading 的 mcp_toolset 引入工具（见 weather-mcp）；这样请求里根本不含工具定义，因为 API 会在采样开始前向服务器索取工具列表（先 initialize，再 tools/list）。',
    '1 (headers)':
      '文章用 beta 请求头 advanced-tool-use-2025-11-20 启用工具搜索。如今工具搜索已正式发布：直接调用 client.messages.create 即可，SDK 的 beta 列表里也已经没有这个请求头。只有 MCP 连接器仍需要 beta：SDK 列出了两个，{{mcp-beta}} 和 {{mcp-beta-next}}。',
    '2 (whole step)': '任何客户端都观察不到这条消息，它只是示意模型拿到了什么。文章给出的形状符合这个思路（去掉了延迟加载的定义）。',
    '3 input.query':
      '如今正则变体的输入是 {"pattern": "weather", "limit": 10}：这是在一次真实抓包中看到的，limit 由模型自行选择（limit 是否为官方参数尚未验证）。按文档，{"query": …} 是 BM25 变体的输入，目前还没有在抓包中见到。',
    '3 caller': '如今的 server_tool_use 块还可能带有 "caller": {"type": "direct"}：一份录制的响应里有，真实抓包里没有。这里没有它并不算错。',
    '4 (whole step)':
      '这只是示意，并非 API 的格式：搜索在服务端内部进行，search_query 和 matching_tools 从不出现在实际传输中。使用 MCP 连接器时，搜索在 API 内部进行，对象是采样开始前从服务器列出的工具：MCP 服务器从不会收到搜索查询。',
    '5 (whole step)':
      '搜索时并不会再去查找什么。使用 MCP 连接器时，API 在模型运行之前就已列出服务器的工具（先 initialize，再 tools/list），并从这份列表中取出匹配的定义；在客户端模式下，定义来自请求自身的 tools。定义的形状（name、description、input_schema）是对的。',
    '6 content.tool_references[0].tool_name':
      '对文章中直接声明的工具来说，这个名字是对的。如果 get_weather 像文章所说那样经连接器托管在 MCP 服务器上，引用会以 {server}_{name} 命名（例如 weather_get_weather）：一份真实响应里的名字就是 cloudflare-docs_search_cloudflare_documentation。',
    '7 type': '经连接器托管在 MCP 服务器上的工具，要用 mcp_tool_use 块调用（id 前缀为 mcptoolu_，并带有 server_name），而不是 tool_use。tool_use 块意味着必须由客户端来执行工具。',
    '7 caller': '如今的 tool_use 块可能带有 "caller": {"type": "direct"}（SDK 的类型把它定为可选）。',
    '8 (whole step)':
      'MCP 用 JSON-RPC 调用工具：{"jsonrpc": "2.0", "id": …, "method": "tools/call", "params": {"name": "get_weather", "arguments": {…}}}。tool_name 和 input 不是 MCP 的格式。',
    '9 (whole step)': 'MCP 的 tools/call 结果是 {"content": [{"type": "text", "text": …}], "isError": false}，而不是一个裸对象。',
    '10 type': '对 MCP 托管的工具，结果块是 mcp_tool_result（带 is_error）。tool_result 是客户端在 user 消息中发送的块。',
    '11 content[5]':
      'tool_result 块绝不会出现在 assistant 的内容里：API 不可能发出这样的响应。使用连接器时，它应该是 mcp_tool_result；在客户端模式下，响应早已在 tool_use 处停止。',
    '11 content[1].input.query': '如今正则搜索的输入是 {"pattern": …, "limit": …}（limit 见于一次真实抓包，是否为官方参数尚未验证）。',
    '11 usage':
      '真实的 usage 对象有更多字段（cache_creation_input_tokens、cache_read_input_tokens、server_tool_use、service_tier 等）。文章 10.4 节读取的 usage.server_tool_use.tool_search_requests 并不存在于当前的 ServerToolUsage 中（那里只有网页搜索和网页抓取的计数）。',
    '11 stop_reason': 'content[4] 是一个 tool_use，stop_reason 却是 "end_turn"。含有交给客户端的 tool_use 的响应，会以 stop_reason "tool_use" 结束，后面不再有内容。',
  },
};
