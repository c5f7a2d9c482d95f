import type { report as en } from '../en/report';
import { format, num } from './format';

const names = (list: readonly string[]) => list.join('、');

/** 発見しやすさレポートの文言：各記述の問題の理由と修正案。 */
export const report: typeof en = {
  title: 'ツール検索はあなたのツールを見つけられるか？',
  intro:
    'カタログの名前と説明についてのレポートです。検索が見逃すツール、互いに押しのけ合うツール、衝突する名前、各説明に欠けているもの、そしてそれらがコンテキストにかかるコストを示します。処理はブラウザー内で行われ、どこにも送信されません。',
  input: {
    heading: 'カタログとタスク',
    shipped: '同梱のカタログと、このブラウザーに保存したあなたのカタログ',
    shippedHint: 'カタログを 1 つだけ選ぶと、ツールはそれぞれの名前のままです。複数選ぶと各カタログがサーバーになり、ツールは API が MCP ツールに付ける {server}_{name} の形で名付けられます（サーバー名のないあなたのカタログは、カタログ自身の名前をサーバー名にします）。',
    pasted: 'あなたのカタログ（貼り付け）',
    pastedHint: 'tools 配列、MCP の tools/list の結果またはその JSON-RPC 応答全体、あるいは複数サーバーをまとめたもの：{"servers": {"name": listing}}。形式は JSON から自動で判別します。',
    file: 'またはファイルを開く',
    fileLoaded: (name: string, bytes: number) => `${name}（${num(Math.round(bytes / 1024))} KB）を読み込みました。大きすぎるためここには表示しません。ここに入力すると貼り付けに切り替わります。`,
    tasks: 'あなたのタスク（任意）',
    tasksHint: 'ユーザーが尋ねることと、正しいツール：JSON [{"question": "…", "tools": ["name"]}] または CSV question,tool。タスクがない場合は区別しやすさだけを測ります。',
    example: (name: string) => `タスクの例：${name}`,
    limit: '1 回の検索で読み込むツール数',
    run: 'レポートを作成',
    running: '作成中…',
  },
  progress: {
    index: 'カタログの索引を作成中',
    tasks: '各タスクで検索中',
    tools: '各ツールの説明で検索中',
    of: (done: number, total: number) => `${num(done)} / ${num(total)}`,
  },
  problems: {
    catalog: 'カタログを読めませんでした：',
    tasks: 'タスクを読めませんでした：',
    edit: '編集を適用できませんでした：',
    nonePicked: 'カタログを少なくとも 1 つ選ぶか、あなたのカタログを貼り付けてください。',
    kept: '下に表示しているのは、最後に作成できたレポートです。',
    yoursMissing: (n: number) => `選んだカタログのうち ${num(n)} 個は、このブラウザーにもう保存されていません（削除されたか、リンクが別のブラウザーから来たものです）。「あなたのツール」で追加し直すか、別のカタログを選んでください。`,
    config: 'これは MCP の設定ファイルです。ツールではなくサーバーを列挙しており、ページからは起動できません。MCP Inspector（同じファイルを読みます）で各サーバーの tools/list を書き出し、その結果をここに貼り付けてください：',
  },
  summary: {
    heading: '概要',
    scope: (tools: number, servers: number, tasks: number) => `${num(servers)} 個のサーバーに ${num(tools)} 個のツール、タスク ${num(tasks)} 件。`,
    stale: '編集したツールとそのタスクは再評価済みです。残りの数値は、全体の再評価が終わるまで編集前のものです。',
    findability: 'あなたのタスクでの見つけやすさ',
    noTasks: 'タスクがないため、見つけやすさは測っていません。ユーザーが尋ねる質問を貼り付けると、再現率と順位が表示されます。',
    variant: '検索方式とクエリ',
    recall: (limit: number) => `上位 ${limit} の再現率`,
    mrr: 'MRR',
    variants: {
      bm25_question: 'BM25、質問そのもの',
      bm25_model: 'BM25、モデルのクエリ',
      regex_model: '正規表現、モデルのパターン',
    },
    modelNote: '「モデルのクエリ」は、エミュレーターのスクリプト化されたモデルが質問の各部分について最初に書くクエリです。決定的な代役であり、Claude ではありません。',
    distinctiveness: '区別しやすさ（正確さではありません）',
    distinctivenessNote: '各ツール自身の説明から名前の単語を除いたものを BM25 のクエリにします。1 位にならないツールは、上位のツールに押しのけられています。',
    firstOnOwn: (first: number, tools: number) => `${num(tools)} 個のツールのうち ${num(first)} 個が、自身の説明で 1 位になります。`,
    collisions: '衝突',
    noCollisions: '2 つのサーバーにまたがる名前はなく、互いを 1 位に見つけ合う説明の組もありません。',
    sameName: (name: string, servers: readonly string[]) => `「${name}」は ${servers.join('、')} にあります。`,
    nearDuplicate: (a: string, b: string, ratio: number) => `${a} と ${b} の説明は互いを 1 位に見つけます（スコア比 ${format.fixed(ratio, 2)}）。`,
    smells: (count: number, tools: number) => `${num(tools)} 個のツールに、説明の問題が計 ${num(count)} 件あります。`,
    cost: 'コンテキストのコスト（推定）',
    costNote: 'モデルが見る JSON のおよそ 4 文字を 1 トークンとした推定です。正確な値は count_tokens で得られます。',
    allLoaded: 'すべてのツールを読み込む',
    allDeferred: 'すべてのツールを遅延読み込み（システムプロンプトと検索ツール）',
    perSearch: (limit: number) => `1 回の検索で読み込む量の目安（定義 ${num(limit)} 個）`,
    keepLoaded: (tools: readonly string[]) => `遅延読み込みし、${tools.join('、')} は読み込んだままにする`,
    keepFrom: { tasks: '提案：タスクで最も多く挙げられたツール', marked: '指定どおり', none: 'タスクを与えると、読み込んだままにするツールを提案します' },
    perServer: 'サーバー別',
    noServer: '（サーバーなし）',
    tokens: (n: number) => format.tokens(n),
  },
  table: {
    heading: 'ツール',
    filter: '名前、サーバー、問題の種類で絞り込み',
    onlySmelly: '問題のあるツールだけ',
    columns: { name: 'ツール', server: 'サーバー', tokens: 'トークン', ownRank: '自身の順位', smells: '問題', tasks: 'タスク' },
    sortBy: (column: string) => `${column}で並べ替え`,
    showing: (shown: number, total: number) => `${num(total)} 個のツールのうち ${num(shown)} 個を表示しています。`,
    showMore: 'さらに表示',
    none: '一致するツールはありません。',
    notRanked: '一致なし',
  },
  tool: {
    open: (name: string) => `${name} の詳細`,
    ownQuery: '名前の単語を除いた説明で検索：',
    ownRank: (rank: number) => (rank === 1 ? '自身の説明で検索すると 1 位です。' : `自身の説明で検索すると ${num(rank)} 位です。`),
    crowdedBy: (names: readonly string[]) => `押しのけているツール：${names.join('、')}。`,
    nothingToSearch: '名前の単語を除くと、説明に何も残りません。',
    noSmells: '問題はありません。',
    fix: '修正案：',
    tasks: 'このツールが正解となるタスク',
    rank: (rank: number | null) => (rank === null ? '一致なし' : `${num(rank)} 位`),
    edit: '編集して再評価',
    editName: 'サーバー上での名前',
    editDescription: '説明',
    apply: '再評価',
    changed: 'この編集で変わったこと',
    ownChange: (before: string, after: string) => `自身の順位：${before} → ${after}`,
    taskChange: (question: string, before: string, after: string) => `「${question}」、質問そのものでの BM25：${before} → ${after}`,
  },
  export: {
    markdown: 'Markdown で書き出す',
    json: 'JSON で書き出す',
  },
  markdown: {
    title: (tools: number) => `ツール検索レポート（ツール ${num(tools)} 個）`,
    tasksHeading: 'タスク',
    question: '質問',
    right: '正しいツール',
    toolsHeading: 'ツール',
    smell: '問題',
    reason: '理由',
  },
  smells: {
    no_description: {
      reason: () => '説明がありません。検索は名前と引数名にしか一致できず、モデルにも選ぶ手がかりがありません。',
      fix: () => '何をするか、何を返すか、似たツールではなくいつこれを使うかを、1〜3 文で書いてください。',
    },
    one_line_purpose: {
      reason: (words: number) => `説明が ${num(words)} 語しかありません。動作は言っていますが、何が返るのか、いつこのツールが適切なのかを言っていません。`,
      fix: () => '返す内容と「〜のときに使う」という一文を、ユーザーが検索に使う言葉で加えてください。',
    },
    restates_name: {
      reason: () => '説明が名前の単語を繰り返しているだけで、検索にもモデルにも新しい情報を与えていません。',
      fix: () => '名前では言えないこと、つまり対象、返す内容、制約を書いてください。',
    },
    no_when_to_use: {
      reason: () => 'いつ使うべきか（使うべきでないか）が書かれていないため、モデルは似たツールとの間で推測するしかありません。',
      fix: () => '「〜のときに使う。〜には other_tool を使う。」のような一文を加えてください。',
    },
    undescribed_arguments: {
      reason: (missing: readonly string[], total: number) => `引数 ${num(total)} 個のうち ${num(missing.length)} 個に説明がありません：${names(missing)}。`,
      fix: () => '各引数について、それが何か、形式、値の例を書いてください。',
    },
    over_2kb: {
      reason: (bytes: number, cutBefore: string) => `説明は ${num(bytes)} バイトあります。Claude Code は説明を 2 KB で切り詰めるため、「…${cutBefore}」より後は失われます。`,
      fix: () => '目的と使うタイミングを先頭に置き、細部は引数の説明へ移してください。',
    },
    name_without_action: {
      reason: (words: readonly string[]) => `名前（${words.join(' ')}）に動詞がありません。ツールが何をするのかを言っていません。`,
      fix: () => 'create_issue や list_pull_requests のように「動詞_対象」で名付けてください。',
    },
    generic_name: {
      reason: (alsoOn: readonly string[]) =>
        alsoOn.length > 0
          ? `名前は動作だけで対象を言っておらず、他のサーバーにも同じ名前のツールがあります：${names(alsoOn)}。`
          : '名前は動作だけで対象を言っていません。クライアントが次に追加するサーバーにも、同じ名前のツールがある可能性が高いです。',
      fix: () => 'search_issues や fetch_web_page のように、対象も名前に入れてください。',
    },
    name_collision: {
      reason: (alsoOn: readonly string[]) => `他のサーバーにも同じ名前のツールがあります（${names(alsoOn)}）。区別できるのはサーバーの接頭辞と説明だけです。`,
      fix: () => 'このサーバーに固有のことを、説明の最初の文か名前に書いてください。',
    },
  },
};
