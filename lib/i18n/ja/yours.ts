import type { yours as en } from '../en/yours';
import { num, pct } from './format';

export const yours: typeof en = {
  title: 'あなたのツール',
  intro: '自分のツールを持ち込めます。カタログを貼り付けるかドロップする、または MCP サーバーに URL で接続してください。削除するまでこのブラウザーに保存され、検索プレイグラウンド、トークン予算、ライブ実行のどのページからも使えます。',
  nav: 'あなたのツール',

  add: {
    title: 'カタログを貼り付ける・ドロップする',
    shapes:
      '次のどれでも、JSON から自動で見分けます：Messages API の tools 配列、MCP の tools/list の結果または JSON-RPC レスポンス全体、複数サーバーの一覧をまとめたもの（{"servers": {"名前": 一覧}}）、Claude Code や Claude Desktop の設定（mcpServers）。',
    paste: 'カタログの JSON',
    placeholder: '[{"name": "get_weather", "description": "…", "input_schema": {"type": "object"}}]',
    read: '読み込んで保存',
    file: 'JSON ファイルを選ぶ',
    dropHint: '.json ファイルをこの欄にドロップすることもできます。読み込みはバックグラウンドの Worker で行うので、1 万個のツールのカタログでもページは固まりません。',
    pastedName: (date: string) => `貼り付けたカタログ（${date}）`,
    parsing: (what: string) => `${what} を読み込み中…`,
    counting: (done: number, total: number) => `トークンを数えています：${num(total)} 個のツールのうち ${num(done)} 個…`,
    saving: 'このブラウザーに保存しています…',
    saved: (name: string, tools: number) => `「${name}」を保存しました（${num(tools)} 個のツール）。使えるページ：`,
    failed: (what: string) => `${what} は保存されませんでした。最初の問題と、JSON 内のその場所：`,
    config: {
      title: (n: number) => `${num(n)} 個のサーバーを挙げた MCP の設定です。`,
      why: '設定にあるのはツールではなくサーバーです。このアプリはローカル（stdio）サーバーを起動できず、その秘密情報も持てません。MCP Inspector のコマンドラインで各サーバーの tools/list を書き出し、そのファイルをここに貼り付けるかドロップしてください。http サーバーなら URL で接続することもできます。',
      env: (names: string) => `環境変数：${names}`,
      then: '引数、環境変数の値、ヘッダーは表示も保存もしません。トークンが入っていることが多いためです。',
    },
  },

  choice: {
    legend: 'あなたのカタログ',
    none: 'このブラウザーにはまだ保存されていません。',
    noneChosen: '使わない',
    gone: (n: number) => `このリンクが指す ${num(n)} 個のカタログは、このブラウザーに保存されていません（リンクが運ぶのは ID だけで、カタログそのものは運びません）。`,
    add: 'あなたのツールを追加',
    private: 'カタログはこのブラウザーの中にだけ保存されます。',
  },

  budget: {
    title: 'あなたのカタログの予算',
    intro: 'このブラウザーに保存したカタログを、上で選んだウィンドウに対して見積もります。サーバーごと、ツールごと、そして 3 通りの読み込み方です。モデル、ウィンドウ、会話、1 回の検索で読み込む数は上の設定のものです。',
    loading: 'カタログを読み込み中…',
    summary: (tools: number, servers: number, tokens: number, share: number, window: number) =>
      `${num(servers)} 個のサーバーに ${num(tools)} 個のツール：定義は ${num(tokens)} トークンで、すべて読み込むと ${num(window)} トークンのウィンドウの ${pct(share)} を占めます。`,
    perServer: 'サーバーごとのコスト（全定義を読み込んだ場合）',
    columns: {
      server: 'サーバー',
      tools: 'ツール',
      tokens: 'トークン',
      windowShare: 'ウィンドウ比',
      catalogShare: 'カタログ比',
      loaded: '最初から読み込む',
      firstTurn: '最初のターン：コンテキスト（ウィンドウ比）・反復回数と課金',
      laterTurns: '以降のターン',
      per1000: '最初のターン 1,000 回あたりの費用（ドル）',
    },
    setupsTitle: '3 通りの読み込み方',
    setups: {
      'all-loaded': 'すべて読み込む',
      'all-deferred': 'すべて遅延読み込み（ツール検索）',
      'kept-loaded': '遅延読み込みし、選んだツールは読み込んだまま',
    },
    keptAnswers: '…必要なツールが読み込んだままのものだった場合',
    loaded: (tools: number, tokens: number) => `${num(tools)} 個の定義、${num(tokens)} トークン`,
    iterations: (n: number, billed: number) => `${num(n)} 回の反復、課金 ${num(billed)}`,
    overflow: '収まらない',
    setupsWhy:
      'すべてを遅延読み込みにすると、最初のターンでサンプリングの反復が 1 回増えます。モデルが検索し、API が見つかった定義を読み込み、モデルがコンテキストを読み直すためです。以降のターンでは、前に見つけたツールを検索せずに呼べます（発見済みのツールは読み込まれたまま）。そのため検索ツール、見つかった定義、前の検索ブロックを読みます。読み込んだままのツールは毎ターン定義のぶんのコストがかかりますが、必要なのがその中のものなら検索を省けます。入力トークンのみで、出力とキャッシュは含みません。',
    keepTitle: (n: number) => `読み込んだままにする：${num(n)} 個のツール`,
    keepHint: (n: number) => `最もコストの高い ${num(n)} 個のツールです。サーバーが alwaysLoad と示したものは最初から選ばれています。ドキュメントは、よく使う 3〜5 個のツールを読み込んだままにするよう勧めています。`,
    requestTitle: 'リクエストでどう読み込んだままにするか',
    requestHint:
      'ライブ実行のリクエストを組み立てるのと同じコードで作っています。クライアントツールとしては、読み込んだままのツールに defer_loading を付けません（3 個と、遅延読み込みの 1 個を表示）。MCP ツールセットとしては、configs で defer_loading: false とし、default_config を上書きします。接続した URL 以外のアドレスはプレースホルダーです。',
  },

  deferral: {
    title: '遅延読み込みを決めるのは誰か',
    intro: '遅延読み込みを決めるのはリクエストを組み立てる側で、MCP サーバーではありません。各項目には根拠を示し、どの資料でも確認できない項目には印を付けています。',
    sources: {
      docs: 'API ドキュメントと SDK 1.12 の型',
      seed001: 'seed 001、Claude Code のソースを読んだ記事',
      mcp: 'MCP の仕様',
    },
    levers: {
      api: {
        title: 'API リクエスト',
        points: [
          '"defer_loading": true のツールは毎回のリクエストで送られますが、検索で見つかるまではモデルのプロンプトに入りません。',
          '検索ツール自体は遅延読み込みにできず、少なくとも 1 つのツールは読み込んだままにする必要があります。すべて遅延読み込みのリクエストは 400 になります。',
        ],
      },
      connector: {
        title: 'MCP コネクター（mcp_toolset）',
        points: [
          'mcp_toolset.default_config: {"defer_loading": true} で、そのサーバーのすべてのツールを遅延読み込みにします。',
          'configs: {"ツール名": {"defer_loading": false}} で選んだツールを読み込んだままにします。configs は default_config を、default_config は既定値（有効、遅延なし）を上書きします。',
          'サーバーの alwaysLoad の印は、これらのフィールドには含まれません。',
        ],
      },
      claudeCode: {
        title: 'Claude Code（ENABLE_TOOL_SEARCH）',
        points: [
          '未設定、または true（auto:0）：MCP ツールと shouldDefer の付いたツールは常に遅延読み込みになり、ToolSearch で探されます。',
          'auto または auto:N（N は 1〜99）：遅延読み込みするツールの大きさがコンテキストウィンドウの N% を超えたときだけ遅延させます。N がなければ 10% です。',
          'false（auto:100）：ツール検索はオフになり、すべてのツールが読み込まれます。',
          'alwaysLoad の付いたツール（MCP ツールなら _meta["anthropic/alwaysLoad"]: true）は決して遅延されません。この規則が最初に判定されます。',
        ],
      },
      server: {
        title: 'あなたの MCP サーバー',
        points: [
          '自分のツールを遅延読み込みにすることはできません。tools/list にそのためのフィールドはなく、決めるのはクライアントか API です。',
          '検索で見つけてもらう手助けはできます。分かりやすい名前、何をしていつ使うかを書いた説明、そして instructions です。',
          '_meta["anthropic/alwaysLoad"] で、Claude Code にツールを読み込んだままにするよう求めることができます。',
        ],
      },
    },
  },

  live: {
    client: (n: number) => `${num(n)} 個の定義を、検索から見える名前で tools に入れ、遅延読み込みで送ります（下で読み込んだままと指定したものを除く）。モデルがそのどれかを呼ぶと、このアプリは印の付いた代役の結果を返します。あなたのツールは呼ばれません。`,
    mcpConnected: 'MCP ホスト型では、API が URL からあなたのサーバーのツールを自分で一覧します（本物の API のみ。エミュレーターが届くのはこのアプリのデモサーバーだけです）。',
    mcpPasted: 'MCP ホスト型では、API があなたのサーバーのツールを自分で一覧します。下にその URL を入力するか、クライアント側モードにしてこのカタログの定義を送ってください。',
    useUrl: '一覧を取得したサーバーを使う',
  },

  links: {
    search: '検索する',
    budget: 'トークン予算を見る',
    live: '質問を実行する',
    report: 'レポート：ツール検索はそのツールを見つけられるか？',
  },

  connect: {
    title: 'MCP サーバーに接続する',
    intro: 'Streamable HTTP で、MCP SDK 自身のクライアントを使います。initialize のあと tools/list を最後のページまで取得します。取得した一覧は貼り付けたカタログと同じように保存されます。',
    url: 'サーバーの URL',
    token: 'Bearer トークン（任意）',
    tokenHint: 'この接続でだけ、Authorization ヘッダーで一度送ります。保存も、ログへの記録も、URL への記載もしません。',
    via: '接続経路',
    vias: {
      browser: { label: 'このブラウザーから', hint: 'サーバーへ直接接続します。サーバーがこのページのオリジンを許可（CORS）している必要があります。静的デプロイではこれが唯一の方法です。' },
      server: { label: 'このアプリのサーバー経由', hint: 'CORS は不要ですが、運用者が MCP_CONNECT_ALLOW_PRIVATE=1 を設定しない限り、公開アドレスにしか接続しません。' },
    },
    staticNote: 'これは静的デプロイです。経由できるアプリのサーバーはありません。',
    connect: '接続してツールを一覧する',
    connecting: '接続中…',
    connectingVia: {
      browser: 'このブラウザーから接続中…',
      server: 'このアプリのサーバー経由で接続中…',
    },
    detail: '詳細：',
  },

  failures: {
    'bad-url': {
      what: 'このアプリが接続する URL ではありません。',
      tryThis: 'https://mcp.example.com/mcp のような、サーバーの Streamable HTTP エンドポイントを入力してください。ユーザー名やパスワードは含めず、トークンはトークン欄に入れてください。',
    },
    'refused-address': {
      what: 'このアプリのサーバーがアドレスを拒否しました。ループバック、プライベート、リンクローカル、CGNAT、またはクラウドのメタデータのアドレスです。',
      tryThis:
        'このブラウザーから接続してください（サーバーが CORS でこのページを許可している必要があります）。または自分でアプリを動かし、MCP_CONNECT_ALLOW_PRIVATE=1 を設定すると自分のネットワーク内のサーバーに届きます。メタデータのアドレスにはどの場合も接続しません。',
    },
    dns: {
      what: 'ホスト名を解決できません。',
      tryThis: 'ホスト名の綴りを確かめてください。自分のネットワークでしか通じない名前は、このブラウザーからは届きますが、このアプリのサーバーからは届きません。',
    },
    unreachable: {
      what: 'そのアドレスでは何も応答しませんでした。',
      tryThis: 'サーバーが動いていて、そのポートとパスで待ち受けているか確かめてください。',
    },
    tls: {
      what: 'サーバーの TLS 証明書が受け入れられませんでした。期限切れ、自己署名、または別のホスト向けです。',
      tryThis: '証明書を直すか、証明書が発行された URL を使ってください。',
    },
    blocked: {
      what: 'ブラウザーがサーバーの応答を読めませんでした。',
      tryThis: 'URL を確かめ、サーバーが動いているか確認してください。',
      browser:
        'たいていは CORS です。サーバーは、このページのオリジン（Access-Control-Allow-Origin）と、Authorization、Content-Type、Mcp-Session-Id、Mcp-Protocol-Version ヘッダーを許可する必要があります。https で配信されたページからは、localhost 以外の http サーバーには届きません。あるいは、このアプリのサーバー経由で接続してください。',
    },
    unauthorized: {
      what: 'サーバーが 401 を返しました。トークンが必要か、別のトークンが必要です。',
      tryThis: '有効な Bearer トークンを貼り付けてください。OAuth でしかサインインできないサーバーはここでは一覧できません。tools/list を書き出して貼り付けてください。',
    },
    forbidden: {
      what: 'サーバーが 403 を返しました。このトークンではツールを一覧できません。',
      tryThis: 'ツールの一覧を許されたトークン（より広いスコープ）を使うか、それを持つクライアントから一覧を書き出してください。',
    },
    'not-mcp': {
      what: '応答が Streamable HTTP の MCP ではありません。',
      tryThis: 'パス（たいていは /mcp）を確かめてください。古い SSE トランスポートしか話さないサーバーや、普通のウェブページは一覧できません。tools/list を書き出して貼り付けてください。',
    },
    'server-error': {
      what: 'サーバーが失敗しました。HTTP 5xx、JSON-RPC のエラー、または終わらない tools/list のページです。',
      tryThis: 'しばらくしてから再試行するか、サーバー自身のログを見てください。',
    },
    timeout: {
      what: '時間内に完全な応答がありませんでした（一覧全体で 20 秒）。',
      tryThis: 'サーバーが initialize と tools/list にすぐ応答するか確かめてください。遅いサーバーは一覧を書き出して貼り付けることもできます。',
    },
    'too-large': {
      what: 'サーバーの応答が、このアプリが 1 回の一覧で読む上限の 20 MB を超えました。',
      tryThis: 'サーバーで有効にするツールを減らすか、一覧を書き出して必要な部分だけ貼り付けてください。',
    },
    'too-many-tools': {
      what: 'サーバーが 1 万個を超えるツールを挙げています。1 つのリクエストで遅延読み込みできる数を超えています。',
      tryThis: 'サーバーで有効にするツールセットを減らすか、一覧を書き出してその一部を貼り付けてください。',
    },
    redirect: {
      what: 'サーバーが、この接続ではたどらない先にリダイレクトしました（5 回を超えるリダイレクト、または http(s) 以外の先）。',
      tryThis: '最終的な URL を直接使ってください。',
    },
  },

  list: {
    title: 'あなたのカタログ',
    kept: '削除するまでこのブラウザー（IndexedDB）に保存されます。ライブページで質問を実行しない限り、ここにあるものはどこにも送られません。',
    notKept: 'このブラウザーはこのページに永続的な保存領域を与えていません（プライベートウィンドウ？）。ページを離れるとカタログは消えます。',
    none: 'まだありません。貼り付ける、ファイルをドロップする、またはサーバーに接続してください。',
    rename: '名前を変更',
    renameLabel: (name: string) => `${name} の名前を変更`,
    remove: '削除',
    removeLabel: (name: string) => `${name} を削除`,
    newName: '新しい名前',
    save: '保存',
    cancel: 'キャンセル',
    tools: (n: number) => `${num(n)} 個のツール`,
    servers: (names: string) => `サーバー：${names}`,
    noServer: 'サーバー名なし',
    pasted: '貼り付け',
    file: (name: string) => `ファイル ${name} から`,
    connected: (url: string, via: 'browser' | 'server') => `${url} から${via === 'browser' ? 'このブラウザーが' : 'このアプリのサーバーが'}一覧を取得`,
    collisions: (n: number) => `${num(n)} 個の名前が複数のサーバーにあります。合成された名前で区別されています（詳細を開いてください）。`,
  },

  details: {
    title: 'サーバー、名前の衝突、ツール',
    loading: '読み込み中…',
    missing: 'このカタログはもうここに保存されていません。',
    unnamed: '（サーバー名なし）',
    serverTools: (n: number) => `${num(n)} 個のツール`,
    alwaysLoad: (names: string) => `常に読み込むよう求めている（_meta["anthropic/alwaysLoad"]）：${names}`,
    truncated: '一覧の最初のページだけ',
    instructions: (text: string) => `instructions：${text}`,
    collisionsTitle: '同じ名前が複数のサーバーにあります（API は {server}_{name} と合成するので、どちらも使えます）：',
    collision: (bare: string, names: string) => `${bare} → ${names}`,
    notesTitle: '読んだが取り込まなかったもの：',
    toolsTitle: (shown: number, total: number) => (shown === total ? `${num(total)} 個のツール（検索から見える名前）：` : `${num(total)} 個のツールのうち最初の ${num(shown)} 個（検索から見える名前）：`),
  },
};
