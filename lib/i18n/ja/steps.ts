import type { StepFacts } from '@/lib/engine/step';
import type { steps as en } from '../en/steps';
import { num } from './format';

// Facts are numbers or text: only numbers are formatted.
const n = (x: string | number | undefined) => (x === undefined || x === '' || Number.isNaN(Number(x)) ? String(x ?? '') : num(Number(x)));

const usageSentence = (f: StepFacts) =>
  f.usage === 'exact'
    ? `使用量（API の計数）：入力 ${n(f.input_tokens)} トークン、出力 ${n(f.output_tokens)} トークン。`
    : `使用量（推定値：エミュレーターは約 4 文字を 1 トークンとして数えます）：入力 ${n(f.input_tokens)} トークン、出力 ${n(f.output_tokens)} トークン。`;

export const steps: typeof en = {
  titles: {
    request: (f) => (f.followUp ? '次のリクエスト' : 'リクエスト'),
    'model-input': () => 'モデルに見えるもの',
    'model-search-call': () => 'モデルが検索する',
    'search-run': () => '遅延読み込みのツールを検索',
    'search-result': (f) => (f.error ? '検索エラー' : '一致した定義'),
    'search-inject': () => 'ツール参照の展開',
    'model-tool-call': (f) => `${f.tool} を呼び出す`,
    'mcp-call': () => 'MCP tools/call',
    'mcp-result': () => 'ツールの応答',
    'tool-result-inject': () => '結果をモデルへ',
    response: (f) => (f.stop_reason === 'tool_use' ? 'レスポンス：tool_use' : '最終レスポンス'),
    'error-response': (f) => `HTTP ${f.status} エラー`,
    'client-tool-run': (f) => `クライアントが ${f.tool} を実行`,
    'client-tool-result': () => 'ツールの結果',
    'as-written': (f) => String(f.title),
  },
  explanations: {
    request: (f) =>
      `クライアントは POST /v1/messages に HTTP リクエストを 1 回送ります。モデル（${f.model}）と全 ${n(f.tools)} 個のツールを含み、そのうち ${n(f.deferred)} 個に defer_loading が付いています。ツール定義はすべて毎回のリクエストで送られますが、遅延読み込みのツールは検索で見つかるまでモデルのプロンプトに入りません。`,
    'model-input': (f) =>
      `サービスはリクエストからモデルのプロンプトを組み立て、遅延読み込みの定義を除外します。モデルに見えるツール定義は ${n(f.visible)} 個です。遅延読み込みの ${n(f.deferred)} 個はコンテキストを消費せず、プロンプトキャッシュも崩しません。` +
      (Number(f.remembered) > 0
        ? `見えている定義のうち ${n(f.remembered)} 個は以前に見つかったものです。会話履歴の tool_reference ブロックによって読み込まれたままになり、再検索は不要です。`
        : ''),
    'model-search-call': (f) =>
      `目の前の質問に使えるツールがないため、モデルはツール検索ツールを呼び出します。クエリ「${f.query}」を持つ server_tool_use ブロック（id の接頭辞は srvtoolu_）です。実行するのは API 自身で、クライアントがサーバーツールに応答することはありません。`,
    'search-run': (f) => `サービスは遅延読み込みの ${n(f.deferred)} 個の定義に対して ${f.tool} を実行します。対象は名前、説明、引数名、引数の説明です。`,
    'search-result': (f) =>
      f.error
        ? `検索の入力は ${f.error} で拒否されました。HTTP エラーではありません。結果はモデルに返され、モデルは再検索できます。`
        : Number(f.count) === 0
          ? '一致するものはありません。空の tool_references リストは正常な結果で、エラーではありません。'
          : `検索で ${n(f.count)} 個が一致しました：${f.names}。これらの完全な定義がモデルのコンテキストに読み込まれます。`,
    'search-inject': (f) =>
      f.error
        ? `モデルはエラー（${f.error}）を含む tool_search_tool_result を受け取り、再検索できます。`
        : `モデルは tool_reference ブロックを含む tool_search_tool_result を受け取ります。サービスは各ツール参照をモデルのコンテキスト内で完全な定義に展開します：${f.names || 'なし'}。`,
    'model-tool-call': (f) =>
      (Number(f.discovered) ? `${f.tool} が見えるようになったので、モデルはそれを呼び出します` : `モデルは ${f.tool} を呼び出します`) +
      (f.server
        ? `。MCP サーバー「${f.server}」を指定する mcp_tool_use ブロックです。実行は API が行い、クライアントは何もしません。`
        : `。通常の tool_use ブロックです。クライアントツールなので、レスポンスはここで stop_reason "tool_use" として止まります。`),
    'mcp-call': (f) => `サービスは mcp_tool_use ブロックをもとに、MCP サーバー「${f.server}」へ ${f.tool} の JSON-RPC tools/call リクエストを送ります。`,
    'mcp-result': (f) => `MCP サーバーは tools/call にツールの結果で応答します${f.is_error === 'true' ? '（エラーとしてフラグ付き）' : ''}。`,
    'tool-result-inject': (f) =>
      `サービスは結果を mcp_tool_result ブロックとしてモデルのコンテキストに入れ、モデルはそれをもとに回答を書きます。${f.tool} はクライアントが関与せずに実行されました。`,
    response: (f) =>
      f.stop_reason === 'tool_use'
        ? `レスポンスは stop_reason "tool_use" で終わります。クライアントはツールを実行し、結果を新しいリクエストで送り返す必要があります。${usageSentence(f)}`
        : `サービスはターン全体（検索、ツール参照、ツール呼び出しとその結果、最終的なテキスト）を 1 つのレスポンスで返します。stop_reason は "${f.stop_reason}" です。${usageSentence(f)}`,
    'error-response': (f) => `モデルが動く前に API がリクエストを拒否しました：HTTP ${f.status}。「${f.message}」`,
    'client-tool-run': (f) => `クライアント自身のコードが、tool_use ブロックの引数で ${f.tool} を実行します。${f.implementation ? `（${f.implementation}）` : ''}`,
    'client-tool-result': (f) =>
      Number(f.references) > 0
        ? `クライアントの検索は tool_result の中に ${n(f.references)} 個の tool_reference ブロックを入れて応答します。次のリクエストで送ると、API がそれらの遅延読み込みの定義をモデルのために展開します。`
        : `クライアントは ${f.tool} の出力を tool_result ブロックに包み、次のリクエストでユーザーメッセージとして送ります。`,
    'as-written': (f) => String(f.explanation),
  },
};
