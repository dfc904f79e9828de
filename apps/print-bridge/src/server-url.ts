/**
 * The addresses the bridge talks to, from the server URL the owner typed. A server under a path
 * (https://example.com/pos) keeps that path for both the API and Socket.IO; socket.io-client
 * would otherwise read the path as a namespace.
 */
export function serverUrls(server: string) {
  let url: URL;
  try {
    url = new URL(server.trim());
  } catch {
    throw new Error(
      `"${server}" is not a server address: use the address you open Mise at, like https://pos.example.com`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`"${server}" is not a server address: it must start with https:// or http://`);
  }
  const base = url.pathname.replace(/\/+$/, '');
  return {
    /** As saved in the config file: no trailing slash. */
    server: `${url.origin}${base}`,
    origin: url.origin,
    socketPath: `${base}/socket.io`,
    pairUrl: `${url.origin}${base}/api/v1/print-bridge/pair`,
  };
}
