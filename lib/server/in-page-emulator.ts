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
    // zod (the emulator's and the MCP SDK's) probes for eval with `new Function` as it builds its object
    // schemas, at import. The probe is caught, but a page whose CSP has no 'unsafe-eval' still reports a
    // violation, so jitless must be set before the emulator's modules are evaluated, not alongside.
    const { config } = await import('zod');
    config({ jitless: true });
    const { emulatorFetch } = await import('./emulator-client');
    return emulatorFetch()(input, init);
  };
}
