import type { catalogs as en } from '../en/catalogs';

export const catalogs: typeof en = {
  title: 'ツールカタログ',
  intro:
    '公開 MCP サーバーの実際のツール定義です。検索とトークン予算のためにアプリに同梱しています。それぞれ元のライセンスに従い、MCP の inputSchema を API の input_schema に改名した以外は変更していません。',
  columns: ['カタログ', 'ツール数', 'ソースリポジトリ', 'コミット / リリース', 'ライセンス'],
  note: 'Atlassian のカタログはサーバーの Python シグネチャから再構成したもの、GitHub のものは同サーバー自身の JSON スナップショット、Notion のものは tools/list から取得したものです。詳細は data/catalogs/SOURCES.md を参照してください。',
};
