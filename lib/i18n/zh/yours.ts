import type { yours as en } from '../en/yours';
import { num, pct } from './format';

export const yours: typeof en = {
  title: '你的工具',
  intro: '带上你自己的工具：粘贴或拖入一份工具目录，或通过 URL 连接你的 MCP 服务器。它会保存在这个浏览器里，直到你删除为止；每个页面都能使用它：搜索练习场、Token 预算和实时运行。',
  nav: '你的工具',

  add: {
    title: '粘贴或拖入工具目录',
    shapes:
      '以下任一形式都可以，会根据 JSON 自动识别：Messages API 的 tools 数组；MCP 的 tools/list 结果，或完整的 JSON-RPC 响应；一次包含多个服务器的列表（{"servers": {"名称": 列表}}）；Claude Code 或 Claude Desktop 的配置（mcpServers）。',
    paste: '工具目录 JSON',
    placeholder: '[{"name": "get_weather", "description": "…", "input_schema": {"type": "object"}}]',
    read: '读取并保存',
    file: '选择一个 JSON 文件',
    dropHint: '也可以把 .json 文件拖到文本框上。读取在后台 Worker 中进行，因此一万个工具的目录也不会让页面卡住。',
    pastedName: (date: string) => `粘贴的目录，${date}`,
    parsing: (what: string) => `正在读取 ${what}…`,
    counting: (done: number, total: number) => `正在统计 token：${num(done)} / ${num(total)} 个工具…`,
    saving: '正在保存到这个浏览器…',
    saved: (name: string, tools: number) => `已保存“${name}”：${num(tools)} 个工具。可以用在：`,
    failed: (what: string) => `${what} 未保存。第一个问题及其在 JSON 中的位置：`,
    config: {
      title: (n: number) => `一份列出 ${num(n)} 个服务器的 MCP 配置。`,
      why: '配置文件列出的是服务器，而不是工具；本应用无法启动本地（stdio）服务器，也不保存它们的密钥。请用 MCP Inspector 的命令行导出每个服务器的 tools/list，再把文件粘贴或拖到这里；http 服务器也可以直接通过 URL 连接。',
      env: (names: string) => `环境变量：${names}`,
      then: '参数、环境变量的值和请求头不会显示，也不会保存：它们常常包含 token。',
    },
  },

  choice: {
    legend: '你的工具目录',
    none: '这个浏览器中还没有保存任何目录。',
    noneChosen: '不使用',
    gone: (n: number) => `此链接中有 ${num(n)} 个目录没有保存在这个浏览器中（链接只带有 ID，从不带有目录本身）。`,
    add: '添加你的工具',
    private: '它们只保存在这个浏览器中。',
  },

  budget: {
    title: '你的目录的预算',
    intro: '用上方选定的上下文窗口，计算保存在这个浏览器中的某个目录的开销：按服务器、按工具，以及三种加载方式。模型、窗口、对话和一次搜索加载的数量都来自上方的设置。',
    loading: '正在读取目录…',
    summary: (tools: number, servers: number, tokens: number, share: number, window: number) =>
      `${num(servers)} 个服务器上的 ${num(tools)} 个工具：定义共 ${num(tokens)} 个 token，如果全部加载，占 ${num(window)} token 窗口的 ${pct(share)}。`,
    perServer: '每个服务器的开销（加载其全部定义）',
    columns: {
      server: '服务器',
      tools: '工具',
      tokens: 'Token',
      windowShare: '占窗口',
      catalogShare: '占目录',
      loaded: '预先加载',
      firstTurn: '第一轮：上下文（占窗口）· 采样轮次、计费',
      laterTurns: '之后的轮次',
      per1000: '每 1,000 次第一轮的费用（美元）',
    },
    setupsTitle: '三种加载方式',
    setups: {
      'all-loaded': '全部加载',
      'all-deferred': '全部延迟加载（工具搜索）',
      'kept-loaded': '延迟加载，但保留选定工具',
    },
    keptAnswers: '……当需要的正好是保留加载的工具时',
    loaded: (tools: number, tokens: number) => `${num(tools)} 个定义，${num(tokens)} 个 token`,
    iterations: (n: number, billed: number) => `${num(n)} 轮采样，计费 ${num(billed)}`,
    overflow: '放不下',
    setupsWhy:
      '全部延迟加载会让第一轮多一次采样：模型先搜索，API 加载找到的定义，模型再读一遍上下文。之后的轮次调用先前找到的工具时不必再搜索（已发现的工具保持加载），所以读的是搜索工具、已找到的定义和先前的搜索块。保留加载的工具每一轮都要付出其定义的开销，但当需要的正好是其中之一时，就省去了搜索。只计输入 token，不含输出和缓存。',
    keepTitle: (n: number) => `保留加载：${num(n)} 个工具`,
    keepHint: (n: number) => `开销最大的 ${num(n)} 个工具；你的服务器标记为 alwaysLoad 的工具默认勾选。文档建议让最常用的 3–5 个工具保持加载。`,
    requestTitle: '请求如何让它们保持加载',
    requestHint:
      '由构建实时运行请求的同一段代码生成：作为客户端工具时，保留的工具不带 defer_loading（显示三个，再加一个延迟加载的）；作为 MCP 工具集时，在 configs 中设置 defer_loading: false，覆盖 default_config。不是你所连接的 URL 的地址只是占位符。',
  },

  deferral: {
    title: '谁来决定延迟加载',
    intro: '延迟加载由构建请求的一方决定，而不是 MCP 服务器。每一条都注明了出处；没有任何来源证实的条目会被标出。',
    sources: {
      docs: 'API 文档和 SDK 1.12 的类型',
      seed001: 'seed 001，一篇对 Claude Code 源码的解读',
      mcp: 'MCP 规范',
    },
    levers: {
      api: {
        title: 'API 请求',
        points: [
          '带 "defer_loading": true 的工具每次请求都会发送，但在搜索找到它之前，不会进入模型的提示。',
          '搜索工具本身不能延迟加载，且至少要有一个工具保持加载：所有工具都延迟加载的请求会得到 400。',
        ],
      },
      connector: {
        title: 'MCP 连接器（mcp_toolset）',
        points: [
          'mcp_toolset.default_config: {"defer_loading": true} 会延迟加载该服务器的所有工具。',
          'configs: {"工具名": {"defer_loading": false}} 让选定的工具保持加载；configs 覆盖 default_config，default_config 覆盖默认值（启用、不延迟）。',
          '服务器的 alwaysLoad 标记不属于这些字段。',
        ],
      },
      claudeCode: {
        title: 'Claude Code（ENABLE_TOOL_SEARCH）',
        points: [
          '未设置，或为 true（auto:0）：MCP 工具和标记为 shouldDefer 的工具总是延迟加载，并通过 ToolSearch 查找。',
          'auto 或 auto:N（N 为 1 到 99）：只有当延迟加载工具的总大小超过上下文窗口的 N% 时才延迟加载；未给出 N 时为 10%。',
          'false（auto:100）：关闭工具搜索，所有工具都加载。',
          '标记为 alwaysLoad 的工具（MCP 工具为 _meta["anthropic/alwaysLoad"]: true）永不延迟加载；这条规则最先判断。',
        ],
      },
      server: {
        title: '你的 MCP 服务器',
        points: [
          '它不能延迟加载自己的工具：tools/list 没有这样的字段，由客户端或 API 决定。',
          '它可以帮助搜索找到这些工具：清晰的名称、说明“做什么、何时用”的描述，以及它的 instructions。',
          '它可以用 _meta["anthropic/alwaysLoad"] 请求 Claude Code 让某个工具保持加载。',
        ],
      },
    },
  },

  live: {
    client: (n: number) => `它的 ${num(n)} 个定义会放进 tools，以延迟加载方式发送（下方指定保持加载的除外），使用搜索所见的名称。模型调用其中某个工具时，本应用会返回一个带标注的替身结果：你的工具不会被真正调用。`,
    mcpConnected: '在 MCP 托管模式下，API 会根据 URL 自己列出你的服务器的工具（仅限真实 API：模拟器只能访问本应用的演示服务器）。',
    mcpPasted: '在 MCP 托管模式下，API 会自己列出你的服务器的工具：请在下方填写它的 URL，或改用客户端模式来发送这个目录中的定义。',
    useUrl: '使用列出它的那个服务器',
  },

  links: {
    search: '搜索它',
    budget: '查看它的 Token 预算',
    live: '用它运行一个问题',
    report: '报告：工具搜索能找到它的工具吗？',
  },

  connect: {
    title: '连接你的 MCP 服务器',
    intro: '通过 Streamable HTTP，使用 MCP SDK 自带的客户端：先 initialize，再 tools/list，逐页取完。取回的列表会像粘贴的目录一样保存。',
    url: '服务器 URL',
    token: 'Bearer token（可选）',
    tokenHint: '只随这一次连接发送一次，放在 Authorization 请求头中。不会保存、不会写入日志，也不会出现在 URL 里。',
    via: '连接方式',
    vias: {
      browser: { label: '从这个浏览器', hint: '直接连接服务器：服务器必须允许本页面的来源（CORS）。这是静态部署下唯一的方式。' },
      server: { label: '通过本应用的服务器', hint: '不需要 CORS，但除非运维者设置 MCP_CONNECT_ALLOW_PRIVATE=1，否则只能访问公网地址。' },
    },
    staticNote: '这是静态部署：没有可以经由的应用服务器。',
    connect: '连接并列出工具',
    connecting: '正在连接…',
    connectingVia: {
      browser: '正在从这个浏览器连接…',
      server: '正在通过本应用的服务器连接…',
    },
    detail: '详情：',
  },

  failures: {
    'bad-url': {
      what: '这不是本应用会去连接的 URL。',
      tryThis: '请填写服务器的 Streamable HTTP 端点，例如 https://mcp.example.com/mcp，其中不要包含用户名或密码：token 请填在 token 输入框里。',
    },
    'refused-address': {
      what: '本应用的服务器拒绝了这个地址：它是回环、私有、链路本地、CGNAT 或云元数据地址。',
      tryThis: '请改为从这个浏览器连接（服务器需要通过 CORS 允许本页面），或者自己运行本应用并设置 MCP_CONNECT_ALLOW_PRIVATE=1，以访问你自己网络中的服务器。元数据地址在任何情况下都不会被访问。',
    },
    dns: {
      what: '无法解析该主机名。',
      tryThis: '请检查主机名的拼写。只有你自己网络才认识的名称，可以从这个浏览器访问，但本应用的服务器无法访问。',
    },
    unreachable: {
      what: '该地址没有任何响应。',
      tryThis: '请确认服务器正在运行，并且在该端口和路径上监听。',
    },
    tls: {
      what: '服务器的 TLS 证书未被接受：已过期、自签名，或属于另一个主机。',
      tryThis: '请修复证书，或使用证书所签发的那个 URL。',
    },
    blocked: {
      what: '浏览器无法读取服务器的响应。',
      tryThis: '请检查 URL，并确认服务器正在运行。',
      browser:
        '最常见的原因是 CORS：服务器必须允许本页面的来源（Access-Control-Allow-Origin），并允许 Authorization、Content-Type、Mcp-Session-Id 和 Mcp-Protocol-Version 请求头。通过 https 提供的页面无法访问 localhost 以外的纯 http 服务器。也可以改为通过本应用的服务器连接。',
    },
    unauthorized: {
      what: '服务器返回 401：它需要一个 token，或者需要另一个 token。',
      tryThis: '请粘贴有效的 bearer token。只支持 OAuth 登录的服务器无法在这里列出：请导出它的 tools/list 再粘贴进来。',
    },
    forbidden: {
      what: '服务器返回 403：这个 token 无权列出它的工具。',
      tryThis: '请使用有权列出工具的 token（更大的权限范围），或从拥有这种 token 的客户端导出列表。',
    },
    'not-mcp': {
      what: '响应不是基于 Streamable HTTP 的 MCP。',
      tryThis: '请检查路径（通常是 /mcp）。只支持旧版 SSE 传输的服务器或普通网页无法列出：请导出它的 tools/list 再粘贴进来。',
    },
    'server-error': {
      what: '服务器出错：HTTP 5xx、JSON-RPC 错误，或 tools/list 的分页永远没有尽头。',
      tryThis: '请稍后重试，或查看服务器自己的日志。',
    },
    timeout: {
      what: '没有在时限内得到完整的响应（整个列表共 20 秒）。',
      tryThis: '请确认服务器能及时响应 initialize 和 tools/list；响应慢的服务器可以先导出列表再粘贴。',
    },
    'too-large': {
      what: '服务器的响应超过了 20 MB，这是本应用为一次列表读取的上限。',
      tryThis: '请在服务器上启用更少的工具，或导出列表后只粘贴你需要的部分。',
    },
    'too-many-tools': {
      what: '服务器列出了超过一万个工具，超出了一个请求可以延迟加载的数量。',
      tryThis: '请在服务器上启用更少的工具集，或导出列表后粘贴其中一部分。',
    },
    redirect: {
      what: '服务器重定向到了本连接不会跟随的地方（超过五次重定向，或者目标不是 http(s)）。',
      tryThis: '请直接使用最终的 URL。',
    },
  },

  list: {
    title: '你的工具目录',
    kept: '保存在这个浏览器中（IndexedDB），直到你删除为止。除非你在实时页面上用它运行问题，这里的任何内容都不会被发送出去。',
    notKept: '这个浏览器没有为本页面提供持久存储（也许是无痕窗口？）：离开页面后目录就会消失。',
    none: '还没有目录：粘贴一份、拖入文件，或连接一个服务器。',
    rename: '重命名',
    renameLabel: (name: string) => `重命名 ${name}`,
    remove: '删除',
    removeLabel: (name: string) => `删除 ${name}`,
    newName: '新名称',
    save: '保存',
    cancel: '取消',
    tools: (n: number) => `${num(n)} 个工具`,
    servers: (names: string) => `服务器：${names}`,
    noServer: '未指明服务器',
    pasted: '粘贴',
    file: (name: string) => `来自文件 ${name}`,
    connected: (url: string, via: 'browser' | 'server') => `${via === 'browser' ? '由这个浏览器' : '由本应用的服务器'}从 ${url} 列出`,
    collisions: (n: number) => `有 ${num(n)} 个名称出现在多个服务器上：它们靠组合后的名称区分开（见详情）。`,
  },

  details: {
    title: '服务器、名称冲突和工具',
    loading: '正在读取…',
    missing: '这个目录已不在这里保存。',
    unnamed: '（未指明服务器）',
    serverTools: (n: number) => `${num(n)} 个工具`,
    alwaysLoad: (names: string) => `要求始终加载（_meta["anthropic/alwaysLoad"]）：${names}`,
    truncated: '只有列表的第一页',
    instructions: (text: string) => `instructions：${text}`,
    collisionsTitle: '同一个名称出现在多个服务器上（API 会组合成 {server}_{name}，所以两者都可以使用）：',
    collision: (bare: string, names: string) => `${bare} → ${names}`,
    notesTitle: '已读取但未采用：',
    toolsTitle: (shown: number, total: number) => (shown === total ? `全部 ${num(total)} 个工具，按搜索所见的名称：` : `${num(total)} 个工具中的前 ${num(shown)} 个，按搜索所见的名称：`),
  },
};
