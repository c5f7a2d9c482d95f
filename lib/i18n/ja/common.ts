import type { common as enCommon } from '../en/common';
import { format } from './format';

export const common: typeof enCommon = {
  appName: 'Tool Search Lab',
  tagline: '何千ものツールの中から Claude がツールを見つける仕組みを、実際の JSON とともに 1 ステップずつ。',
  nav: {
    main: 'メイン',
    player: 'プレーヤー',
    scenarios: 'シナリオ',
    search: '検索プレイグラウンド',
    catalogs: 'カタログ',
    live: 'ライブ',
    compare: '比較',
    budget: 'トークン予算',
  },
  format,
  framed: {
    refused: 'アプリのこの部分はフレーム（iframe）の中では動きません。API キーを消費する可能性があり、フレームの外側のページがクリックを誘導できるためです。',
    open: '新しいタブで開く',
  },
  language: { label: '言語' },
  actors: {
    client: 'クライアント',
    service: 'サービス（API）',
    model: 'モデル',
    registry: 'レジストリ · API 内のツールインデックス',
    tool: '実際のツール',
    container: 'コード実行コンテナ（API 内部）',
  },
  seen: {
    api: { label: '実 API から記録', hint: 'クライアントが Anthropic の API に送った、または API から受け取ったバイト列を、そのまま記録したものです（キーはマスク済み）。' },
    emulator: {
      label: 'エミュレーターから記録',
      hint: 'クライアントがこのアプリのエミュレーターとやり取りしたバイト列を、そのまま記録したものです。エミュレーターはスクリプトで動くモデルを載せた API のオフライン代替で、Anthropic のサーバーではありません。',
    },
    derived: {
      label: 'エンジンが導出',
      hint: 'クライアントからは見えない API 内部のやり取りです。記録したバイト列からエンジンが組み立て直しています（ステップ 2 は、遅延読み込みの定義を除いたリクエストです）。',
    },
    client: { label: 'クライアントが実行', hint: 'このツールはクライアント自身のコードが実行しました（クライアント側実行）。実行の一部ですが、API の通信ではありません。' },
    published: {
      label: '記事の掲載どおり',
      hint: '記事に掲載されたとおりに引用したもので、記録でも導出でもなく、API が実際に送る内容とも限りません。',
    },
  },
  provenance: {
    exact: { label: '正確', hint: 'API が数えた値：count_tokens、または実際の API から記録したレスポンスの usage。' },
    estimate: {
      label: '推定',
      hint: '独自の推定器（約 4 文字で 1 トークン、公表済みの固定オーバーヘッドを加算）。エミュレーターの usage も同じ推定器によるものです。',
    },
    quoted: { label: '引用', hint: '記事の記載をそのまま引用したもので、ここでは計算していません。' },
  },
  modelled: {
    label: '模擬',
    hint: 'API の代わりにこのアプリが書いたもの（エミュレーターのエラー文、ステップ 2 の前の MCP ツール一覧のやり取り）で、公開されたルールに沿って模擬しています。実際の API とは異なる場合があります。',
    orderHint: 'エミュレーターによる並び順です。API は検索の順位付けを公開しておらず、同点の順序も異なる場合があります。',
    outputHint: 'エミュレーターは Python を実行しません。この出力はプログラムを JavaScript で模擬して得たものです（模擬）。実際のコンテナで実際のコードを動かせば、別の内容が出力されるかもしれません。',
  },
  searchOrder: {
    regex: '並び順：名前での一致が先、次に説明、最後に引数だけでの一致。同順位はツール一覧の順のままです。',
    bm25: '並び順：BM25 のスコア順。同じスコアはツール一覧の順のままです。',
    keyword: '並び順：キーワードのスコア順（名前の部分が検索ヒントより、検索ヒントが説明より上）。同じスコアはツール一覧の順のままです。',
  },
  searchNames: {
    legend: 'MCP ツールを検索する対象',
    tool: 'ツール自身の名前（tools/list が返す名前）、説明、引数：ドキュメントどおりの読み方で、既定値',
    prefixed: '合成名 {server}_{name} も対象にする：サーバー接頭辞にも一致する',
    hint: 'どちらの場合も、tool_reference はそのツールを {server}_{name} で指します。',
  },
  unverified: {
    label: '未検証',
    hint: '実際の通信でまだ誰も確かめていないプロトコルの細部です。アプリはそれを前提にしており、どの点かはマークが示します。',
    points: {
      'bm25-input': {
        point: 'BM25 の入力フィールド',
        hint: 'ドキュメントによれば BM25 検索ツールの入力は {"query": …} ですが、それを示すキャプチャ済みのレスポンスはまだありません。',
      },
      'search-limit': {
        point: '検索の limit',
        hint: '実際のキャプチャでは、モデルが検索とともに "limit" を送っていますが、公式のパラメーターとしては確認されていません。API が無視する可能性があります。',
      },
      'defer-builtin': {
        point: '組み込みツールの遅延読み込み',
        hint: 'SDK の型は組み込みのサーバーツール（Web 検索、Web フェッチ）にも defer_loading を受け付けますが、API が実際にそれらを遅延読み込みにし、検索で見つけられるようにするかは未検証です。',
      },
      'count-tokens-deferred': {
        point: 'count_tokens と遅延読み込みのツール',
        hint: 'count_tokens は defer_loading を受け付けますが、その値がモデルのコンテキストと同じように遅延読み込みの定義を除外しているかは未検証です。',
      },
      'search-prefix': {
        point: 'サーバー接頭辞の検索',
        hint: 'tool_reference は MCP ツールを {server}_{name} で指しますが、検索自体がそのサーバー接頭辞にも一致するかは分かっていません。ドキュメントが挙げるのはツールの名前、説明、引数だけです。',
      },
      'auto-threshold-unit': {
        point: 'Claude Code の auto のしきい値が測るもの',
        hint: 'Claude Code のソースを読んだ記事（seed 001）によると、auto モードは遅延読み込みするツールの大きさがコンテキストウィンドウの一定割合（既定 10%）を超えたときだけ遅延させます。その大きさをトークンで数えるのか文字数で数えるのかは書かれていません。',
      },
      'connector-always-load': {
        point: 'API のコネクターと alwaysLoad',
        hint: 'MCP サーバーが _meta["anthropic/alwaysLoad"] を設定すると、Claude Code はそのツールを常に読み込みます（seed 001）。API の MCP コネクターがこのフィールドを読むかどうかを示す資料はありません。そこでツールを読み込んだままにするには mcp_toolset.configs を使ってください。',
      },
      'connector-instructions': {
        point: 'コネクターとサーバーの instructions',
        hint: 'MCP サーバーの initialize の結果には instructions を含められますが、API の MCP コネクターがそれをモデルに見せるかどうかは文書化されていません。',
      },
      'code-calls-context': {
        point: 'コードが出した呼び出しと Claude のコンテキスト',
        hint: 'ドキュメントによれば、コードから行った呼び出しの結果は Claude のコンテキストに入りません。しかし、コードが出した tool_use ブロック自体が入るかどうかは書かれていません。このアプリはどちらも数えません。',
      },
      'no-sampling-usage': {
        point: 'モデルが書いていないレスポンスの usage',
        hint: 'コンテナ内のコードを再開しただけのレスポンス（モデルのサンプリングなし）にも usage は付きますが、その中身はドキュメントに書かれていません。エミュレーターは入力・出力とも 0 トークンと報告します。',
      },
      'code-result-type': {
        point: 'コードの中でのツールの結果',
        hint: 'tool_result は通信上ではテキストです。コードがそのテキストを受け取るのか、パース済みの JSON を受け取るのかは文書化されていません。プログラムは json.loads でテキストをパースしています。',
      },
      'deferred-from-code': {
        point: '遅延ツールをコードから呼ぶこと',
        hint: '検索で読み込まれる前の遅延ツールをコードが呼べるかどうかは、どこにも書かれていません。エミュレーターは、すでにモデルの視野にあるツールだけをコードから呼べるようにしています。',
      },
      'code-execution-cost': {
        point: 'コード実行ツールの説明',
        hint: 'API はコード実行ツールをモデルに説明しますが、その長さは公開されていません。見積もりはリクエストが送る 2 つのフィールドだけを数えています。',
      },
    },
  },
};
