/**
 * Live mode on a static deploy: there is no `/api/emulator` to call, so requests
 * for it are answered by the emulator's own HTTP handlers inside the page, the
 * same code the Node server's route runs. Everything else (the real API, a custom
 * base URL) still goes over the network. The emulator (the catalogs, the MCP SDK)
 * is imported on the first request for it, so it never enters a page's first load.
 */
export function withInPageEmulator(emulatorBaseUrl: string, network: typeof fetch = (input, init) => fetch(input, init)): typeof fetch {
  const prefix = `${emulatorBaseUrl.replace(/\/+$/, '')}/`;
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(prefix)) return network(input, init);
    const { emulatorFetch } = await import('@/lib/service/emulator-client');
    return emulatorFetch()(input, init);
  };
}
