import type { files as en } from '../en/files';

export const files: typeof en = {
  actions: {
    legend: '保存と共有',
    saveScenario: 'シナリオとして保存（.json）',
    exportRun: '実行全体をエクスポート（.json）',
    exportSvg: 'シーケンス図を SVG で',
    exportPng: 'シーケンス図を PNG で',
    openInPlayer: 'プレーヤーで開く',
    importFile: 'シナリオファイルをインポート…',
    shareLink: 'このステップへのリンクをコピー',
    linkCopied: 'リンクをコピーしました',
    copyFailed: 'コピーできませんでした。下に表示したリンクを手動でコピーしてください',
    fileLinkNote: (file: string) => `このリンクにはファイルが必要です。開く人も ${file} をインポートする必要があります。ファイルから読み込んだシナリオがどこかにアップロードされることはありません。`,
    saved: (file: string) => `${file} を保存しました`,
    exportFailed: (what) => `${{ scenario: 'シナリオ', run: '実行記録', svg: 'SVG', png: 'PNG' }[what]}をエクスポートできませんでした。`,
    diagramNotReady: 'シーケンス図はまだ描画中です。',
    refusedSecret: '拒否しました：エクスポート内容にまだシークレットが含まれています。',
  },
  import: {
    drop: 'シナリオファイルをドロップすると再生します',
    reading: (file: string) => `${file} を読み込み中…`,
    failed: (file: string) => `${file} はこのアプリで再生できるシナリオではありません。現在のシナリオはそのままです。`,
    fromFile: (file: string) => `ファイルからインポートした ${file} を再生中`,
    needsFile: (file: string) => `このリンクはファイルからインポートしたシナリオを指しています${file ? `（${file}）` : ''}。ファイルはインポートしたブラウザーにしか残りません。ここでインポートすると再生できます。`,
    badStep: (raw: string, total: number) => `インポートしたシナリオにステップ「${raw}」はありません（ステップは 1〜${total}）。ステップ 1 を表示します。`,
  },
};
