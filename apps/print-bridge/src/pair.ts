import type { TPairBridgeBody, TPairBridgeResponse } from '@mise/contracts/printing';
import { serverUrls } from './server-url';

/** Trades the one-time code from Settings → Printers for this bridge's credential. */
export async function pairBridge(server: string, body: TPairBridgeBody): Promise<TPairBridgeResponse> {
  const { pairUrl } = serverUrls(server);
  let response: Response;
  try {
    response = await fetch(pairUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new Error(`Cannot reach ${server}: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
  }
  const answer = (await response.json().catch(() => null)) as
    | (Partial<TPairBridgeResponse> & { message?: string })
    | null;
  if (!response.ok) {
    // The server's own words (e.g. the code is wrong or expired) are what the owner needs to read.
    throw new Error(answer?.message || `The server answered ${response.status} ${response.statusText}`);
  }
  if (!answer?.bridgeId || !answer.token) throw new Error(`${server} did not answer like a Mise server`);
  return { bridgeId: answer.bridgeId, token: answer.token, storeName: answer.storeName ?? '' };
}
