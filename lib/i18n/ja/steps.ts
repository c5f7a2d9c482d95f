import type { StepFacts } from '@/lib/engine/step';
import type { steps as en } from '../en/steps';
import { num } from './format';

/** A numeric fact, as the English reads it; shown through num(). */
const n = (value: string | number | undefined) => Number(value ?? 0);

/** Joins pieces of a sentence, with a space between Japanese and ASCII text (and none elsewhere). */
const cat = (...parts: string[]) =>
  parts.reduce((text, part) => {
    if (!text || !part) return text + part;
    const left = text.at(-1)!;
    const right = part[0]!;
    const kana = /[\u3040-\u30ff\u3400-\u9fff]/;
    const latin = /[!-~]/; // any visible ASCII: letters, digits, JSON punctuation
    return text + ((kana.test(left) && latin.test(right)) || (latin.test(left) && kana.test(right)) ? ' ' : '') + part;
  }, '');

/** "a、b、c": the parts of a list sentence. */
const list = (parts: string[]) => parts.join('、');

/** A list fact ("a, b") with the ideographic comma a CJK sentence takes. */
const names = (value: string | number | undefined) => String(value ?? '').split(', ').join('、');

const usageSentence = (f: StepFacts) =>
  f.usage === 'exact'
    ? `使用量（API の計数）：入力 ${num(n(f.input_tokens))} トークン、出力 ${num(n(f.output_tokens))} トークン。`
    : `使用量（推定値：エミュレーターは約 4 文字を 1 トークンとして数えます）：入力 ${num(n(f.input_tokens))} トークン、出力 ${num(n(f.output_tokens))} トークン。`;

/** What step 1 carries, per mode: inline definitions (client-side), toolsets and servers (MCP-hosted), or both. */
const requestCarries = (f: StepFacts) => {
  const parts = [`モデル（${f.model}）`];
  if (f.search) parts.push(`検索ツール（${f.search}）`);
  if (f.codeExecution) parts.push(`コード実行ツール（${f.codeExecution}）`);
  if (n(f.definitions) > 0) parts.push(`ツール定義 ${num(n(f.definitions))} 個（うち ${num(n(f.deferred))} 個が defer_loading: true）`);
  if (n(f.toolsets) > 0) parts.push(`mcp_servers にある MCP サーバー ${num(n(f.servers))} 個に対応する mcp_toolset エントリ ${num(n(f.toolsets))} 個`);
  return list(parts);
};

/** MCP サーバーのツールの出どころ：サーバーへの問い合わせ、ツールセットによる固定、送り返された一覧。 */
const listingSentence = (f: StepFacts) => {
  const pinned = n(f.pinned);
  const sentBack = n(f.sentBack);
  if (pinned === 0 && sentBack === 0) return 'サンプリングの前に、API は各 MCP サーバーにツールを問い合わせます（initialize のあと tools/list）。';
  const parts: string[] = [];
  if (n(f.asked) > 0) parts.push(`サンプリングの前に、API は MCP サーバー ${num(n(f.asked))} 個にツールを問い合わせます（initialize のあと tools/list）。`);
  if (pinned > 0) parts.push(`ツールセット ${num(pinned)} 個がサーバーのツールを固定している（mcp_toolset.tools）ので、そのサーバーには問い合わせません。`);
  if (sentBack > 0) parts.push(`メッセージが以前のレスポンスの mcp_tool_listing ブロック ${num(sentBack)} 個を送り返しているので、API はその一覧を使い、サーバーに再び問い合わせることはありません。`);
  return parts.join('');
};

const requestWhy = (f: StepFacts) => {
  const inline = n(f.definitions) > 0;
  const mcp = n(f.toolsets) > 0;
  const sentences: string[] = [];
  if (mcp && !inline) sentences.push('ツール定義は 1 つも含まれていません。');
  if (inline && n(f.deferred) > 0)
    sentences.push('定義はすべて毎回のリクエストで送られます。遅延読み込みの定義は、tool_reference で名前が挙がるまで API がモデルのプロンプトから外しておきます。');
  if (mcp)
    sentences.push(
      `${listingSentence(f)}どれを遅延読み込みにするかは、ツールセットの default_config と configs で決まります。` +
        (n(f.listed) > 0 ? `ここで MCP ツールは ${num(n(f.listed))} 個あり、そのうち ${num(n(f.listedDeferred))} 個が遅延読み込みです。` : ''),
    );
  if (n(f.builtinDeferred) > 0)
    sentences.push(`組み込みのサーバーツール ${num(n(f.builtinDeferred))} 個に defer_loading が付いています。API がそれらを遅延読み込みにして検索の対象にするかは未検証です。`);
  if (n(f.fromCode) > 0)
    sentences.push(`${num(n(f.fromCode))} 個のツールが allowed_callers に ${f.codeExecution || 'コード実行のいずれかのバージョン'} を挙げています。モデルが書くコードからそれらを呼び出せます（ドキュメントはこれを「セキュリティ境界ではない」としています）。`);
  if (n(f.examples) > 0)
    sentences.push(`${num(n(f.exampleTools))} 個の定義が input_examples（合計 ${num(n(f.examples))} 個）を持っています。どの例もツールの input_schema に適合しなければならず、コンテキストを消費するのはそのツールが読み込まれている間だけです。`);
  if (n(f.codeResults) > 0)
    sentences.push(
      `リクエストはコンテナ ${f.container} を指定し、新しいユーザーメッセージにはコードが待っている tool_result ブロック ${num(n(f.codeResults))} 個だけが入っています。API の要求どおり、テキストは含めません。途中の結果はすべて、依然としてあなたのコードと API の間を行き来します。プログラマティックツール呼び出しが節約するのはモデルのコンテキストとサンプリングであって、この往復ではありません。`,
    );
  return sentences.join('');
};

const examplesLoaded = (f: StepFacts) =>
  n(f.examples) > 0 ? `そのうち ${num(n(f.exampleTools))} 個が input_examples（${num(n(f.examples))} 個）を持っています。例は定義と一緒に読み込まれ、ここからコンテキストに数えられます。` : '';

/** The blocks a response holds, named only when they are there. */
const responseContents = (f: StepFacts) => {
  const parts: string[] = [];
  if (n(f.searches) > 0) {
    const notes: string[] = [];
    if (n(f.searchErrors) > 0) notes.push(`うち ${num(n(f.searchErrors))} 回は拒否`);
    if (n(f.references) > 0) notes.push(`結果が示すツールは ${num(n(f.references))} 個`);
    parts.push(`検索 ${num(n(f.searches))} 回とその結果` + (notes.length > 0 ? `（${notes.join('、')}）` : ''));
  }
  if (n(f.listings) > 0) parts.push(`MCP のツール一覧 ${num(n(f.listings))} 件`);
  if (n(f.mcpCalls) > 0) parts.push(`MCP ツール呼び出し ${num(n(f.mcpCalls))} 回と${n(f.mcpResults) === 1 ? 'その結果' : `結果 ${num(n(f.mcpResults))} 件`}`);
  if (n(f.toolCalls) > 0) parts.push(`クライアントが実行する tool_use ブロック ${num(n(f.toolCalls))} 個（${f.clientTools}）`);
  if (n(f.codeRuns) > 0) parts.push(`コード実行ツールに渡すプログラム ${num(n(f.codeRuns))} 個`);
  if (n(f.codeCalls) > 0) parts.push(`コードが出した tool_use ブロック ${num(n(f.codeCalls))} 個（${names(f.codeTools)}）`);
  if (n(f.codeOutputs) > 0) parts.push('プログラムの出力（code_execution_tool_result）');
  if (n(f.texts) > 0) parts.push(`テキストブロック ${num(n(f.texts))} 個`);
  return list(parts);
};

/** エミュレーターが API の代わりに書いた文面（400 エラーや検索エラー）。 */
const modelledText = (f: StepFacts) => (f.origin === 'modelled' ? 'このメッセージ文は模擬です。エミュレーターが書いたもので、実際の API の文言は異なる場合があります。' : '');

/** 返った参照の数と、検索が返せる上限の比較。いくつ一致したかは通信内容からは分かりません。 */
const capSentence = (f: StepFacts) =>
  n(f.count) >= n(f.cap) ? `これは上限（${f.cap}）ちょうどです。ほかにも一致したツールがあるかもしれませんが、その数は通信内容に現れません。` : `上限は ${f.cap} でした。`;

const callerSentence = (f: StepFacts) =>
  f.caller ? `このブロックには "caller": {"type": "${f.caller}"} が付いています。API が送ることのあるフィールドで、すべてのレスポンスにあるわけではありません。` : '';

const searchInput = (f: StepFacts) =>
  (f.field ? `input.${f.field} は「${f.query}」` : `入力は ${f.query}`) + (f.limit !== '' && f.limit !== undefined ? `、limit は ${f.limit}` : '');

/** The title and explanation of each kind of step, built only from that step's facts (lib/engine/step-facts.ts). */
export const steps: typeof en = {
  titles: {
    request: (f) => (f.followUp ? '次のリクエスト' : 'リクエスト'),
    'model-input': () => 'モデルに見えるもの',
    'model-search-call': (f) => (n(f.attempt) > 1 ? 'モデルが再び検索する' : 'モデルが検索する'),
    'search-run': () => '遅延読み込みのツールを検索',
    'search-result': (f) => (f.error ? '検索エラー' : n(f.count) === 0 ? '一致なし' : '一致した定義'),
    'search-inject': (f) => (f.error ? '検索エラーをモデルへ' : n(f.count) === 0 ? '空の結果をモデルへ' : 'ツール参照の展開'),
    'model-tool-call': (f) => `${f.tool} を呼び出す`,
    'mcp-call': () => 'MCP tools/call',
    'mcp-result': (f) => (f.is_error === 'true' ? 'ツールがエラーを返す' : 'ツールの応答'),
    'tool-result-inject': () => '結果をモデルへ',
    response: (f) => (f.stop_reason === 'end_turn' ? '最終レスポンス' : `レスポンス：${f.stop_reason}`),
    'error-response': (f) => `HTTP ${f.status} エラー`,
    'client-tool-run': (f) => `クライアントが ${f.tool} を実行`,
    'client-tool-result': () => 'ツールの結果',
    'model-code-call': () => 'モデルがコードを書く',
    'code-run': () => 'コンテナでコードが動く',
    'code-tool-call': (f) => `コードが ${names(f.tools)} を呼ぶ`,
    'code-resume': () => '待っているコードへ結果を渡す',
    'code-output': (f) => (f.code === 0 ? 'プログラムが終わる' : 'プログラムが失敗する'),
    'code-output-inject': () => '出力をモデルへ',
    'as-written': (f) => String(f.title),
  },
  explanations: {
    request: (f) =>
      cat(
        `クライアントは POST /v1/messages に${f.followUp ? '次の HTTP リクエストを送ります' : ' HTTP リクエストを 1 回送ります'}。含まれるのは`,
        requestCarries(f),
        `です。${requestWhy(f)}`,
      ),
    'model-input': (f) =>
      (n(f.deferred) > 0
        ? `サービスはリクエスト${f.listed ? 'と MCP サーバーのツール一覧' : ''}からモデルのプロンプトを組み立て、遅延読み込みの定義を除外します。モデルに見えるツール定義は ${num(n(f.visible))} 個です。遅延読み込みの ${num(n(f.deferred))} 個はコンテキストを消費せず、プロンプトキャッシュも崩しません。`
        : `サービスはリクエスト${f.listed ? 'と MCP サーバーのツール一覧' : ''}からモデルのプロンプトを組み立てます。遅延読み込みの定義はないので、モデルにはツール定義 ${num(n(f.visible))} 個がすべて見えます。`) +
      (n(f.remembered) > 0
        ? `見えている定義のうち ${num(n(f.remembered))} 個は以前に見つかったものです。会話履歴の tool_reference ブロックによって読み込まれたままになり、再検索は不要です。`
        : '') +
      (n(f.examples) > 0 ? `見えている定義のうち ${num(n(f.exampleTools))} 個が input_examples（${num(n(f.examples))} 個）を持ち、定義のほかの部分と同じくコンテキストに数えられます。` : ''),
    'model-search-call': (f) =>
      cat(
        `${n(f.attempt) > 1 ? 'モデルは再び検索します' : 'モデルはツール検索ツールを呼び出します'}。${f.tool} を指定した server_tool_use ブロック（id の接頭辞は srvtoolu_）で、`,
        searchInput(f),
        `です。実行するのは API 自身で、クライアントがサーバーツールに応答することはありません。${callerSentence(f)}`,
      ),
    'search-run': (f) =>
      cat(
        'サービスは',
        f.servers ? `MCP サーバー ${f.servers} から取得した一覧にある` : f.inline ? 'リクエストの tools にある' : '',
        `遅延読み込みの定義 ${num(n(f.deferred))} 個に対して ${f.tool} を実行し、名前、説明、引数名、引数の説明を照合します。`,
      ) + (f.servers ? '検索はその一覧に対して API の内部で行われ、MCP サーバーがクエリを目にすることはありません。' : ''),
    'search-result': (f) =>
      f.error
        ? `検索の入力は ${f.error} で拒否されました${f.message ? `：「${f.message}」` : ''}。これは HTTP エラーではありません。結果はモデルに返され、モデルは再試行できます。${modelledText(f)}`
        : n(f.count) === 0
          ? '一致するものはありません。空の tool_references リストは正常な結果で、エラーではありません。'
          : `検索は参照を ${num(n(f.count))} 個返します：${f.names}。${capSentence(f)}これらの完全な定義がモデルのコンテキストに読み込まれます。`,
    'search-inject': (f) =>
      f.error
        ? `モデルはエラー（${f.error}）を含む tool_search_tool_result を受け取ります。定義は何も読み込まれません。${f.next === 'server_tool_use' ? 'モデルは再び検索します。' : ''}`
        : n(f.count) === 0
          ? `モデルは空の tool_references リストを含む tool_search_tool_result を受け取ります。定義は何も読み込まれません。${f.next === 'server_tool_use' ? 'モデルは再び検索します。' : ''}`
          : `モデルは tool_reference ブロック ${num(n(f.count))} 個を含む tool_search_tool_result を受け取ります。サービスは各ツール参照をモデルのコンテキスト内で完全な定義に展開します：${f.names}。${examplesLoaded(f)}`,
    'model-tool-call': (f) =>
      (n(f.discovered) ? `${f.tool} が見えるようになったので、モデルはそれを呼び出します` : `モデルは ${f.tool} を呼び出します`) +
      (f.server
        ? `。MCP サーバー「${f.server}」を指定する mcp_tool_use ブロックです。実行は API が行い、クライアントは何もしません。`
        : `。通常の tool_use ブロックで、クライアントが実行するツールです。` + (f.stop_reason === 'tool_use' ? 'レスポンスはここで stop_reason "tool_use" として止まります。' : '')) +
      callerSentence(f),
    'mcp-call': (f) => `サービスは mcp_tool_use ブロックをもとに、MCP サーバー「${f.server}」へ ${f.tool} の JSON-RPC tools/call リクエストを送ります。`,
    'mcp-result': (f) => `MCP サーバーは tools/call にツールの結果で応答します${f.is_error === 'true' ? '（エラーとしてフラグ付き）' : ''}。`,
    'tool-result-inject': (f) =>
      `サービスは結果を mcp_tool_result ブロック${f.is_error === 'true' ? '（is_error: true 付き）' : ''}としてモデルのコンテキストに入れます。${f.tool} はクライアントが関与せずに実行されました。` +
      (f.next === 'text'
        ? 'モデルはそれをもとにテキストを書き進めます。'
        : f.next === 'server_tool_use'
          ? 'モデルは続けて再び検索します。'
          : f.next === 'mcp_tool_use'
            ? 'モデルは続けて別のツールを呼び出します。'
            : ''),
    response: (f) => {
      const contents = responseContents(f);
      if (f.stop_reason === 'tool_use' && n(f.codeCalls) > 0)
        return (
          cat(
            'レスポンスに含まれるのは',
            contents,
            `で、stop_reason "tool_use" で終わります。クライアントはコードが呼んだツール ${num(n(f.codeCalls))} 個を実行し、コンテナ ${f.container} を指定した新しいリクエストで結果を返します。`,
          ) +
          (n(f.iterations) === 0 ? 'このレスポンスはモデルのサンプリングなしで作られました。コードが再開し、さらに呼び出しを出したのです。' : '') +
          `途中の結果はすべて、依然としてクライアントと API の間を行き来します。プログラマティックツール呼び出しが節約するのはモデルのサンプリングとコンテキストの空きであって、往復の回数ではありません。${usageSentence(f)}`
        );
      if (n(f.codeOutputs) > 0)
        return cat('コードは終了しました。レスポンスに含まれるのは', contents, `で、stop_reason は "${f.stop_reason}" です。モデルのコンテキストに入ったのはプログラムが出力したものだけで、処理した結果は一度も入っていません。${usageSentence(f)}`);
      const quiet = n(f.searches) + n(f.mcpCalls) + n(f.toolCalls) === 0;
      if (f.stop_reason === 'tool_use')
        return cat(
          'レスポンスに含まれるのは',
          contents,
          `で、stop_reason "tool_use" で終わります。クライアントはツールを実行し、結果を新しいリクエストで送り返す必要があります。${usageSentence(f)}`,
        );
      if (f.stop_reason === 'max_tokens')
        return cat('レスポンスは途中で止まりました（stop_reason "max_tokens"）。max_tokens に達したため、ターンは終わっていません。', contents ? cat('含まれるのは', contents, 'です') : '何も含まれていません', `。${usageSentence(f)}`);
      if (f.stop_reason === 'pause_turn')
        return cat('API はターンを一時停止しました（stop_reason "pause_turn"）。ここまでのレスポンスには', contents ? cat(contents, 'が含まれています') : '何も含まれていません', `。アシスタントのメッセージとしてそのまま送り返すと、API は続きを実行します。${usageSentence(f)}`);
      if (quiet)
        return cat(
          contents ? cat('モデルの応答は', contents, 'です') : 'モデルの応答には何も含まれていません',
          `。このレスポンスには検索もツール呼び出しもありません。stop_reason "${f.stop_reason}" で終わります。${usageSentence(f)}`,
        );
      if (f.stop_reason === 'end_turn') return cat('サービスはターン全体を 1 つのレスポンスで返します：', contents, `。stop_reason は "${f.stop_reason}" です。${usageSentence(f)}`);
      return cat('レスポンスに含まれるのは', contents, `で、stop_reason "${f.stop_reason}" で終わります。${usageSentence(f)}`);
    },
    'error-response': (f) =>
      `モデルが動く前に API がリクエストを拒否しました：HTTP ${f.status}${f.type ? `（${f.type}）` : ''}。「${f.message}」${modelledText(f)}`,
    'client-tool-run': (f) =>
      (n(f.byCode)
        ? `クライアント自身のコードが、プログラムの出した tool_use ブロックの引数で ${f.tool} を実行します。caller は Claude ではなくコードを指していますが、クライアントにとっては普通の呼び出しです。`
        : `クライアント自身のコードが、tool_use ブロックの引数で ${f.tool} を実行します。`) + (f.implementation ? `（${f.implementation}）` : ''),
    'client-tool-result': (f) =>
      n(f.byCode)
        ? `クライアントは ${f.tool} の出力を tool_result ブロック${f.is_error === 'true' ? '（is_error: true 付き）' : ''}に包みます。これは次のリクエストで、コンテナで待っているコードへ返されます。モデルのコンテキストには決して入りません。`
        : n(f.references) > 0
        ? `クライアントの検索は tool_result の中に tool_reference ブロック ${num(n(f.references))} 個を入れて応答します。次のリクエストで送ると、API がそれらの遅延読み込みの定義をモデルのために展開します。`
        : `クライアントは ${f.tool} の出力を tool_result ブロック${f.is_error === 'true' ? '（is_error: true 付き）' : ''}に包み、次のリクエストでユーザーメッセージとして送ります。`,
    'model-code-call': (f) =>
      `モデルはコード実行ツール（${f.version}）を呼び出します。server_tool_use ブロック（id の接頭辞は srvtoolu_）で、その input.code は ${num(n(f.lines))} 行の Python プログラムです。プログラムは ${names(f.functions) || '（なし）'} を非同期関数として呼び出します。allowed_callers に ${f.version} を挙げたツールです。実行するのは API で、クライアントがこのブロックに応答することはありません。`,
    'code-run': (f) =>
      `サービスはプログラムをコード実行コンテナ${f.container ? `（${f.container}）` : ''}で実行します。そこでは、コードから呼べるツールは Python の関数です：${names(f.functions) || 'なし'}。関数を呼んでもツールは実行されません。プログラムが一時停止し、呼び出しがクライアントへ送られます。コンテナの中はどのクライアントからも見えないため、このステップはそのモデルです。`,
    'code-tool-call': (f) =>
      `プログラムは await に達し、${names(f.tools)} を呼び出します${n(f.count) > 1 ? `（${num(n(f.count))} 件の呼び出しが同時に結果待ち）` : ''}。サービスは各呼び出しを、caller が {"type": "${f.caller}", "tool_id": "${f.runner}"} の tool_use ブロックに変えます。Claude ではなくコードの呼び出しです。これらのためにモデルがサンプリングされることはありません。`,
    'code-resume': (f) =>
      `サービスは tool_result ブロック ${num(n(f.count))} 個を、コンテナ ${f.container} で待っているプログラムに渡し、プログラムは止まったところから再開します。モデルはサンプリングされず、結果がそのコンテキストに入ることもありません。結果を読むのはコードだけです。`,
    'code-output': (f) =>
      (f.code === 0 ? `プログラムは終了し（終了コード 0）、${num(n(f.chars))} 文字を出力します。` : `プログラムは失敗します（${f.code}）${f.stderr ? `：${f.stderr}` : ''}。`) +
      (f.origin === 'modelled' ? 'エミュレーターは Python を実行しません。この出力はプログラムを JavaScript で模擬して得たものです（模擬）。' : ''),
    'code-output-inject': (f) =>
      `サービスはプログラムの出力を code_execution_tool_result としてモデルのコンテキストに入れます。約 ${num(n(f.tokens))} トークンです。コードが処理したツール結果 ${num(n(f.withheld))} 件は一度も入っていません。` +
      (f.next === 'text' ? 'モデルはこの出力だけから回答を書きます。' : ''),
    'as-written': (f) => String(f.explanation),
  },
};
