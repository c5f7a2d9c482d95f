import type { report as en } from '../en/report';
import { format, num } from './format';

const names = (list: readonly string[]) => list.join('、');

/** 可发现性报告的文字：每种描述问题的原因与修改建议。 */
export const report: typeof en = {
  title: '工具搜索能找到你的工具吗？',
  intro:
    '一份关于目录中名称与描述的报告：搜索会漏掉哪些工具、哪些工具相互挤占、哪些名称冲突、每条描述缺了什么，以及这一切在上下文中的开销。它在你的浏览器里运行，不会向任何地方发送数据。',
  input: {
    heading: '目录与任务',
    shipped: '内置目录，以及保存在本浏览器中的你的目录',
    shippedHint: '只选一个目录时，工具保留各自的名称；选多个时，每个目录成为一个服务器，工具按 API 为 MCP 工具命名的方式写作 {server}_{name}（你的目录若未命名服务器，则以目录自身的名称为服务器名）。',
    pasted: '你的目录（粘贴）',
    pastedHint: 'tools 数组、MCP tools/list 结果或其完整的 JSON-RPC 响应，或同时给出多个服务器：{"servers": {"name": listing}}。格式从 JSON 自动识别。',
    file: '或打开一个文件',
    fileLoaded: (name: string, bytes: number) => `已载入 ${name}（${num(Math.round(bytes / 1024))} KB），内容太大，不在此显示。在这里输入即可改为粘贴。`,
    tasks: '你的任务（可选）',
    tasksHint: '用户会问的问题及其正确的工具：JSON [{"question": "…", "tools": ["name"]}] 或 CSV question,tool。没有任务时只衡量区分度。',
    example: (name: string) => `示例任务：${name}`,
    limit: '一次搜索加载的工具数',
    run: '生成报告',
    running: '正在生成……',
  },
  progress: {
    index: '正在为目录建立索引',
    tasks: '正在为每个任务搜索',
    tools: '正在用每个工具的描述搜索',
    of: (done: number, total: number) => `${num(done)} / ${num(total)}`,
  },
  problems: {
    catalog: '无法读取目录：',
    tasks: '无法读取任务：',
    edit: '修改未能应用：',
    nonePicked: '请至少选择一个目录，或粘贴你自己的目录。',
    kept: '下面是上一次成功生成的报告。',
    yoursMissing: (n: number) => `你选择的 ${num(n)} 个目录已不在本浏览器中（已被删除，或链接来自另一个浏览器）。请在“你的工具”页面重新添加，或选择其他目录。`,
    config: '这是一份 MCP 配置：它列出的是服务器而不是工具，网页无法启动它们。请用 MCP Inspector（它读取同一个文件）导出每个服务器的 tools/list，再把结果粘贴到这里：',
  },
  summary: {
    heading: '概要',
    scope: (tools: number, servers: number, tasks: number) => `${num(servers)} 个服务器上的 ${num(tools)} 个工具，${num(tasks)} 个任务。`,
    stale: '已重新评分被修改的工具及其任务；其余数字仍是修改前的，直到全部重新评分完成。',
    findability: '在你的任务上的可发现性',
    noTasks: '没有任务：未衡量可发现性。粘贴用户会问的问题，即可看到召回率和排名。',
    variant: '搜索方式与查询',
    recall: (limit: number) => `前 ${limit} 召回率`,
    mrr: 'MRR',
    variants: {
      bm25_question: 'BM25，问题原文',
      bm25_model: 'BM25，模型写的查询',
      regex_model: '正则，模型写的模式',
    },
    modelNote: '“模型写的查询”是模拟器中脚本化模型针对问题的每个部分首先写出的查询：这是确定性的替身，不是 Claude。',
    distinctiveness: '区分度（不是准确率）',
    distinctivenessNote: '用每个工具自己的描述（去掉其名称中的词）作为 BM25 查询：没有排在第一的工具，就是被排在它前面的工具挤占了。',
    firstOnOwn: (first: number, tools: number) => `${num(tools)} 个工具中有 ${num(first)} 个在用自己的描述搜索时排第一。`,
    collisions: '冲突',
    noCollisions: '没有名称同时出现在两个服务器上，也没有两条描述互相把对方排在第一。',
    sameName: (name: string, servers: readonly string[]) => `“${name}”同时出现在 ${servers.join('、')} 上。`,
    nearDuplicate: (a: string, b: string, ratio: number) => `${a} 与 ${b} 的描述互相把对方排在第一（得分比 ${format.fixed(ratio, 2)}）。`,
    smells: (count: number, tools: number) => `${num(tools)} 个工具中共有 ${num(count)} 处描述问题。`,
    cost: '上下文开销（估算）',
    costNote: '按模型所见 JSON 约每 4 个字符 1 个 token 估算；精确数字请用 count_tokens。',
    allLoaded: '全部工具都加载',
    allDeferred: '全部工具都延迟加载（系统提示与搜索工具）',
    perSearch: (limit: number) => `一次搜索约加载（${num(limit)} 个定义）`,
    keepLoaded: (tools: readonly string[]) => `延迟加载，但保持加载 ${tools.join('、')}`,
    keepFrom: { tasks: '建议：你的任务中提到最多的工具', marked: '按你的标记', none: '提供任务后会给出保持加载的建议' },
    perServer: '按服务器',
    noServer: '（无服务器）',
    tokens: (n: number) => format.tokens(n),
  },
  table: {
    heading: '工具',
    filter: '按名称、服务器或问题类型筛选',
    onlySmelly: '只显示有问题的工具',
    columns: { name: '工具', server: '服务器', tokens: 'Token', ownRank: '自身排名', smells: '问题', tasks: '任务' },
    sortBy: (column: string) => `按${column}排序`,
    showing: (shown: number, total: number) => `显示 ${num(total)} 个工具中的 ${num(shown)} 个。`,
    showMore: '显示更多',
    none: '没有匹配的工具。',
    notRanked: '未匹配',
  },
  tool: {
    open: (name: string) => `${name} 的详情`,
    ownQuery: '用它的描述（去掉名称中的词）搜索：',
    ownRank: (rank: number) => (rank === 1 ? '用自己的描述搜索时，它排第一。' : `用自己的描述搜索时，它排第 ${num(rank)} 位。`),
    crowdedBy: (names: readonly string[]) => `挤占它的工具：${names.join('、')}。`,
    nothingToSearch: '去掉名称中的词之后，它的描述已经不剩任何内容。',
    noSmells: '没有问题。',
    fix: '修改建议：',
    tasks: '以它为正确答案的任务',
    rank: (rank: number | null) => (rank === null ? '未匹配' : `第 ${num(rank)} 位`),
    edit: '修改并重新评分',
    editName: '在其服务器上的名称',
    editDescription: '描述',
    apply: '重新评分',
    changed: '这次修改带来的变化',
    ownChange: (before: string, after: string) => `自身排名：${before} → ${after}`,
    taskChange: (question: string, before: string, after: string) => `“${question}”，BM25 用问题原文：${before} → ${after}`,
  },
  export: {
    markdown: '导出 Markdown',
    json: '导出 JSON',
  },
  markdown: {
    title: (tools: number) => `工具搜索报告（${num(tools)} 个工具）`,
    tasksHeading: '任务',
    question: '问题',
    right: '正确的工具',
    toolsHeading: '工具',
    smell: '问题',
    reason: '原因',
  },
  smells: {
    no_description: {
      reason: () => '它没有描述：搜索只能匹配它的名称和参数名，模型也无从据以选择它。',
      fix: () => '用一到三句话写明：它做什么、返回什么，以及何时该用它而不是相近的工具。',
    },
    one_line_purpose: {
      reason: (words: number) => `描述只有 ${num(words)} 个词：它说出了动作，却没说返回什么，也没说何时该用它。`,
      fix: () => '补上它返回什么，再加一句“在……时使用”，用用户搜索时会用的词。',
    },
    restates_name: {
      reason: () => '描述只是重复名称里的词，没有给搜索和模型任何新的信息。',
      fix: () => '写出名称说不出的东西：它作用的对象、返回的内容、它的限制。',
    },
    no_when_to_use: {
      reason: () => '没有一句话说明何时该用它、何时不该用，模型只能在它与相似工具之间猜测。',
      fix: () => '加一句，例如“在……时使用；要……请改用 other_tool。”',
    },
    undescribed_arguments: {
      reason: (missing: readonly string[], total: number) => `${num(total)} 个参数中有 ${num(missing.length)} 个没有描述：${names(missing)}。`,
      fix: () => '为每个参数写明：它是什么、格式如何，并给一个示例值。',
    },
    over_2kb: {
      reason: (bytes: number, cutBefore: string) => `描述长 ${num(bytes)} 字节；Claude Code 会在 2 KB 处截断描述，截断点在“……${cutBefore}”之后。`,
      fix: () => '把用途和使用时机放在最前面，把细节移到参数的描述里。',
    },
    name_without_action: {
      reason: (words: readonly string[]) => `名称（${words.join(' ')}）里没有动词：它没说出这个工具做什么。`,
      fix: () => '按“动词_对象”命名，例如 create_issue 或 list_pull_requests。',
    },
    generic_name: {
      reason: (alsoOn: readonly string[]) =>
        alsoOn.length > 0
          ? `名称只说了动作，没说作用的对象，而且其他服务器上也有同名工具：${names(alsoOn)}。`
          : '名称只说了动作，没说作用的对象；客户端再接入的下一个服务器很可能也有同名工具。',
      fix: () => '把对象也写进名称，例如 search_issues 或 fetch_web_page。',
    },
    name_collision: {
      reason: (alsoOn: readonly string[]) => `其他服务器上也有同名工具（${names(alsoOn)}）：只有服务器前缀和描述能把它们区分开。`,
      fix: () => '在描述的第一句或名称里写出这个服务器特有的东西。',
    },
  },
};
