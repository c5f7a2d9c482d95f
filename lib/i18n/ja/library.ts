import type { library as en } from '../en/library';

export const library: typeof en = {
  scenarios: {
    'weather-mcp': {
      title: '天気：MCP サーバー上のツール',
      description:
        '基本の流れです。リクエストは 1 回だけで、ツールは MCP コネクタ経由で MCP サーバーから提供され、すべて遅延読み込みです。モデルは正規表現で検索して get_weather を見つけ、API がサーバー上でそれを呼び出し、答えは 1 つのレスポンスで返ります。全 11 ステップです。',
      question: 'サンフランシスコの天気は？',
    },
    'weather-client': {
      title: '天気：クライアントが実行するツール',
      description:
        '同じ質問を、ツールをリクエスト内で定義し（defer_loading: true）、クライアントが実行する形で行います。検索は API の内部で行われますが、レスポンスは tool_use で止まります。クライアントが get_weather を実行し、2 回目のリクエストで tool_result を送ります。',
      question: 'サンフランシスコの天気は？',
    },
    'weather-bm25': {
      title: '天気：BM25 で検索',
      description: '基本の MCP の流れで、正規表現の検索ツールの代わりに BM25 の検索ツールを使います。モデルはパターンではなく、自然文のクエリで検索します。',
      question: 'サンフランシスコの天気は？',
    },
    'enterprise-mcp': {
      title: '5 つの MCP サーバー、2 回の検索',
      description:
        'GitHub、Jira、Confluence、Notion、Slack のサーバーを MCP コネクタでつなぎ、ツールはすべて遅延読み込みです。定義は数百ありますが、モデルには 1 つも見えません。質問に答えるには 2 つのサーバーの 2 つのツールが必要なので、モデルは 2 回検索して 2 つのツールを呼び出し、すべてが 1 つのレスポンスの中で完結します。',
      question: 'Jira プロジェクト WEB の未解決のバグを探し、その要約を Slack の #eng-alerts チャンネルに投稿してください。',
    },
    'custom-search-client': {
      title: 'クライアント側の検索ツール',
      description:
        'サーバー側の検索ツールは使いません。クライアントが独自の {{client-search-tool}} ツール（Claude Code 流のキーワード検索）を提供します。その tool_result には tool_reference ブロックが入っており、API は次のリクエストでそれらの遅延読み込みの定義を読み込みます。往復は検索、呼び出し、回答の 3 回です。',
      question: 'サンフランシスコの天気は？',
    },
    'multi-turn': {
      title: '2 つ目の質問で発見済みのツールを再利用',
      description:
        '基本の流れのあと、ユーザーが続けて質問します。assistant の内容は検索のブロックも含めてそのまま送り返されるので、get_weather は読み込まれたままです。2 つ目のレスポンスは、新たに検索せずにそれを呼び出します。',
      question: 'サンフランシスコの天気は？',
    },
    'search-error': {
      title: '不正なパターンと、そこからの立て直し',
      description:
        '最初の正規表現は不正です（括弧の対応が取れていません）。検索は HTTP 200 の中で tool_search_tool_result_error（invalid_tool_input）を返し、モデルは正しいパターンでやり直します。記録を再現できるよう、このミスはシステムプロンプトで仕込んであります。',
      question: 'サンフランシスコの天気は？',
    },
    'all-deferred-400': {
      title: 'すべて遅延読み込み：HTTP 400',
      description:
        '検索ツールも含め、すべてのツールに defer_loading: true を付けています。モデルが最初に使えるものが何も残らないため、API はモデルを動かす前に invalid_request_error でリクエストを拒否します。',
      question: 'サンフランシスコの天気は？',
    },
    'article-original': {
      title: '記事の 11 ステップ（掲載どおり）',
      description:
        '解説記事（2025 年 11 月）の 11 個のペイロードを掲載どおりに再生し、現在の API ならその形では送らないフィールドすべてにファクトチェックを付けています。現在の形で記録した weather-mcp と見比べてください。',
      question: 'サンフランシスコの天気は？',
    },
    'ptc-budget': {
      title: 'プログラマティックツール呼び出し：旅費予算を超えたのは誰？',
      description:
        'seed 004 の予算チェックです。{{code-execution}} と、コードからしか呼べない 3 つのツール（allowed_callers）を使います。Claude は Python プログラムを 1 つ書きます。プログラムが出す呼び出しはそれぞれ、caller がそのコードを指す tool_use としてクライアントに戻り、クライアントは tool_result ブロックだけで応えます。コードはモデルを介さずにコンテナ内で再開します。リクエストは 4 回で、ツールを直接呼ぶ場合と同じです。変わるのは、モデルのサンプリングが 4 回ではなく 2 回になり、プログラムが出力した内容だけがコンテキストに入ることです。',
      question: 'エンジニアリングチームで、第 3 四半期の旅費予算を超えたメンバーは誰ですか？',
    },
    'ptc-direct': {
      title: '同じ予算チェックを、ツールを直接呼んで',
      description:
        '同じ質問と同じ 3 つのツールを、コード実行なしで使います。Claude は get_team_members を呼び、続いて 2 つの予算、さらに 4 件の経費報告（並列ツール呼び出し）を呼びます。合計する前に、明細を含むすべての結果がコンテキストに入ります。/compare でプログラマティックツール呼び出しと並べる基準です。',
      question: 'エンジニアリングチームで、第 3 四半期の旅費予算を超えたメンバーは誰ですか？',
    },
    'ptc-search': {
      title: '検索、コード、例：3 つの機能をまとめて',
      description:
        'デモ用経費サーバーのツールはすべて遅延読み込みで、正規表現の検索ツールとコード実行を使います。検索が get_team_members、get_expenses、get_budget_by_level を読み込み（get_expenses は input_examples 付き）、その後 Claude のプログラムがコンテナからそれらを呼び出します。ツール検索は定義を、プログラマティックツール呼び出しは途中の結果を節約します。',
      question: 'エンジニアリングチームで、第 3 四半期の旅費予算を超えたメンバーは誰ですか？',
    },
    'tool-examples': {
      title: '遅延読み込みのツールに付いたツール使用例',
      description:
        'ヘルプデスクの create_ticket に、seed 004 の 3 つの input_examples が付いています。遅延読み込みのあいだはコストがかかりません。create_ticket を読み込む検索が例も一緒に読み込み、それ以降は定義のほかの部分と同じくモデルのコンテキストに数えられます。API はそれぞれの例を input_schema で検証します（合わなければ HTTP 400）。',
      question: '重大なチケットを起票してください：本番環境のログインページが 500 エラーを返します。報告者は Jane Smith（USR-12345、jane@acme.com）です。',
    },
  },
  catalogs: {
    'demo-weather': 'デモ用天気サーバー（Tool Search Lab 用に作成）',
    github: 'GitHub MCP サーバー（全ツールセット）',
    'github-default-toolsets': 'GitHub MCP サーバー（デフォルトのツールセット）',
    'atlassian-jira': 'Atlassian MCP サーバー（Jira ツール）',
    'atlassian-confluence': 'Atlassian MCP サーバー（Confluence ツール）',
    notion: 'Notion MCP サーバー',
    'slack-korotovsky': 'Slack MCP サーバー（korotovsky 版）',
    'ref-everything': 'MCP リファレンスサーバー：everything',
    'ref-fetch': 'MCP リファレンスサーバー：fetch',
    'ref-filesystem': 'MCP リファレンスサーバー：filesystem',
    'ref-git': 'MCP リファレンスサーバー：git',
    'ref-memory': 'MCP リファレンスサーバー：memory',
    'ref-sequentialthinking': 'MCP リファレンスサーバー：sequential thinking',
    'ref-time': 'MCP リファレンスサーバー：time',
    'demo-expenses': 'デモ用経費サーバー（Tool Search Lab のために作成）',
    'demo-support': 'ツール使用例付きのデモ用ヘルプデスク（Tool Search Lab のために作成）',
  },
  articleSteps: {
    '[REQUEST] Initial request': {
      title: '[REQUEST] 最初のリクエスト',
      explanation: 'クライアントは検索ツールと、遅延読み込みの業務ツールを送ります。（記事では input_schema が「{ ... }」と省略されているため、記事自身の 3.1 節の内容で補っています。）',
    },
    'Forward for inference': {
      title: '推論のために転送',
      explanation: 'ゲートウェイは defer_loading のツールを除き、検索ツールだけをモデルに渡します。この時点で、モデルには get_weather がまったく見えません。',
    },
    'Trigger the tool search': { title: 'ツール検索を起動', explanation: 'モデルは天気のデータが必要なのに、そのためのツールがないと気づき、Tool Search Tool を呼び出します。' },
    'Look up tool definitions': { title: 'ツール定義を検索', explanation: 'サービスはクエリを defer_loading のツールと照合します。' },
    'Return the schema': { title: 'スキーマを返す', explanation: 'レジストリが、一致したツールの完全な定義を返します。' },
    'Inject the definition into the context': {
      title: '定義をコンテキストに注入',
      explanation: 'サービスは結果を tool_search_tool_result として包み、参照されたスキーマは自動的に展開されます。これでモデルに get_weather が見えるようになります。',
    },
    'Generate the tool call': { title: 'ツール呼び出しを生成', explanation: '注入されたスキーマをもとに、モデルがツール呼び出しを書きます。' },
    'Call the real weather API': { title: '実際の天気 API を呼び出す', explanation: 'サービスは（MCP サーバーを通じて）呼び出しを天気サービスに転送します。' },
    'Return the weather data': { title: '天気データを返す', explanation: '天気サービスが最新のデータを返します。' },
    'Submit the result, generate the reply': { title: '結果を渡して返答を生成', explanation: 'サービスは結果を tool_result として包み、最終的な返答のためにモデルに渡します。' },
    '[RESPONSE] Final reply': { title: '[RESPONSE] 最終的な返答', explanation: 'API は、すべての経過を含んだ完全なレスポンスを返します。' },
  },
  factChecks: {
    '1 tools[1]':
      '記事はこの実行を MCP ホスト型としていますが、get_weather はリクエスト内で直接宣言されており、mcp_servers も mcp_toolset もありません。書かれたとおりならこれはクライアントのツールで、API は stop_reason "tool_use" で止まり、クライアントが実行します（weather-client シナリオを参照）。MCP ホスト型の実行では、サーバーを mcp_servers で宣言し、ツールは default_config.defer_loading を指定した mcp_toolset で取り込みます（weather-mcp を参照）。その場合、リクエストにはツール定義がまったく含まれません。API がサンプリングの前にサーバーへツールを問い合わせる（initialize のあと tools/list）からです。',
    '1 (headers)':
      '記事はベータヘッダー advanced-tool-use-2025-11-20 でツール検索を有効にしています。現在ツール検索は一般提供されており、通常の client.messages.create で使えます。このヘッダーは SDK のベータ一覧からも消えています。ベータが必要なのは MCP コネクタだけで、SDK には {{mcp-beta}} と {{mcp-beta-next}} の 2 つがあります。',
    '2 (whole step)': 'このメッセージはどのクライアントからも観測できず、モデルに何が渡されるかを示す図解です。記事の形は考え方としては合っています（遅延読み込みの定義が除かれています）。',
    '3 input.query':
      '現在の正規表現版の入力は {"pattern": "weather", "limit": 10} です。実際のキャプチャで確認されたもので、limit はモデルが選んでいます（limit が公式のパラメーターかどうかは未検証）。{"query": …} はドキュメント上 BM25 版の入力で、キャプチャではまだ確認されていません。',
    '3 caller': '現在の server_tool_use ブロックには "caller": {"type": "direct"} が付くこともあります。記録したレスポンスの 1 つにはあり、実際のキャプチャにはありません。ここにないのは誤りではありません。',
    '4 (whole step)':
      '図解であって、API の形ではありません。検索はサービスの内部で行われ、search_query や matching_tools が実際の通信に現れることはありません。MCP コネクタでは、検索は API の内部で、サンプリングの前にサーバーから一覧したツールに対して行われます。MCP サーバーが検索クエリを受け取ることはありません。',
    '5 (whole step)':
      '検索の時点で何かを問い合わせることはありません。MCP コネクタでは、モデルが動く前に API がサーバーのツールを一覧しており（initialize のあと tools/list）、一致した定義はその一覧から取り出します。クライアント側では、定義はリクエスト自身の tools から来ます。定義の形（name、description、input_schema）は正しいです。',
    '6 content.tool_references[0].tool_name':
      '記事が直接宣言しているツールとしては正しい名前です。記事の言うとおり get_weather がコネクタ経由で MCP サーバーにあるなら、参照名は {server}_{name}（例：weather_get_weather）になります。実際のレスポンスでは cloudflare-docs_search_cloudflare_documentation という名前でした。',
    '7 type':
      'コネクタ経由で MCP サーバーにあるツールは、tool_use ではなく mcp_tool_use ブロック（id の接頭辞は mcptoolu_、server_name 付き）で呼び出されます。tool_use ブロックは、クライアントがツールを実行しなければならないことを意味します。',
    '7 caller': '現在の tool_use ブロックには "caller": {"type": "direct"} が付くことがあります（SDK の型では省略可能です）。',
    '8 (whole step)':
      'MCP は JSON-RPC でツールを呼び出します：{"jsonrpc": "2.0", "id": …, "method": "tools/call", "params": {"name": "get_weather", "arguments": {…}}}。tool_name と input は MCP の形ではありません。',
    '9 (whole step)': 'MCP の tools/call の結果は {"content": [{"type": "text", "text": …}], "isError": false} であり、裸のオブジェクトではありません。',
    '10 type': 'MCP ホスト型のツールでは、結果のブロックは mcp_tool_result（is_error 付き）です。tool_result は、クライアントが user メッセージで送るブロックです。',
    '11 content[5]':
      'tool_result ブロックが assistant の内容に現れることはなく、API がこのレスポンスを送ることはありえません。コネクタなら mcp_tool_result になり、クライアント側なら、レスポンスは tool_use の時点で止まっていたはずです。',
    '11 content[1].input.query': '現在の正規表現検索の入力は {"pattern": …, "limit": …} です（limit は実際のキャプチャで確認済みですが、公式のパラメーターかどうかは未検証です）。',
    '11 usage':
      '実際の usage オブジェクトにはもっと多くのフィールドがあります（cache_creation_input_tokens、cache_read_input_tokens、server_tool_use、service_tier など）。記事の 10.4 節が読んでいる usage.server_tool_use.tool_search_requests は、現在の ServerToolUsage には存在しません（あるのはウェブ検索とウェブ取得のカウンターだけです）。',
    '11 stop_reason': 'content[4] は tool_use なのに、stop_reason は "end_turn" です。クライアント向けの tool_use を含むレスポンスは stop_reason "tool_use" で終わり、その後ろには何も続きません。',
  },
};
