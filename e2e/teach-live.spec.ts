import { expect, test } from './live-fixtures';
import { dictionary, LANGUAGES } from './pages/room-view';

/**
 * /live asks first, in plain words, where the run goes, and opens on the path
 * that works with nothing: the emulator, unless a key or the server's is there.
 */
for (const lang of LANGUAGES) {
  test(`(${lang}) without a key anywhere, /live opens on the emulator, named as such, as its first question`, async ({ page, live }) => {
    const t = dictionary(lang);
    // A server route with no key, as on a fresh deploy.
    await page.route('**/api/live/status', (route) => route.fulfill({ json: { serverKey: false, upstream: 'anthropic' } }));
    await page.goto(`/live?lang=${lang}`);
    await expect(live.getForm()).toBeVisible();
    const first = live.getForm().locator('fieldset').first();
    await expect(first.locator('legend')).toHaveText(t.live.connection.legend);
    const target = first.getByRole('radiogroup', { name: t.live.connection.target });
    await expect(target.getByRole('radio').first()).toBeChecked();
    await expect(target.getByRole('radio', { name: t.live.connection.targets.emulator })).toBeChecked();
    await expect(target).toContainText(t.live.connection.targetHints.emulator);
    // Nothing to fill in: no key, and Run goes.
    await expect(page.getByTestId('settings-issues')).toHaveCount(0);
  });
}

test('with the server route holding a key, /live opens on the real API through it', async ({ page, live, request }) => {
  const t = dictionary('en');
  const status = (await (await request.get('/api/live/status')).json()) as { serverKey: boolean };
  test.skip(!status.serverKey, 'this server was started without ANTHROPIC_API_KEY (playwright.config.ts sets one)');
  await live.open();
  await expect(page.getByRole('radio', { name: t.live.connection.targets.anthropic })).toBeChecked();
  await expect(page.getByRole('radio', { name: t.live.connection.routes.server.label })).toBeChecked();
  // Chosen by hand, the emulator stays chosen on the next visit.
  await live.chooseEmulator();
  await live.open();
  await expect(page.getByRole('radio', { name: t.live.connection.targets.emulator })).toBeChecked();
});
