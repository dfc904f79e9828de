import { isIP } from 'node:net';

/**
 * A printer's address as the bridge will reach it: an IP on the restaurant's own network (private
 * IPv4 ranges, IPv6 unique-local or link-local) or loopback, with an optional port (9100, raw
 * printing, by default). Anything else is refused: the bridge must never become a way to send bytes
 * to hosts on the internet.
 */
export function parsePrinterAddress(text: string): { host: string; port: number } | 'invalid' | 'not-local' {
  const match = /^\[([0-9a-fA-F:.]+)\](?::(\d{1,5}))?$/.exec(text) ?? /^([^:\s]+)(?::(\d{1,5}))?$/.exec(text);
  const bareIpv6 = match === null && isIP(text) === 6 ? text : null;
  const host = bareIpv6 ?? match?.[1];
  const port = bareIpv6 ? 9100 : Number(match?.[2] ?? 9100);
  if (!host || !Number.isInteger(port) || port < 1 || port > 65535) return 'invalid';
  const family = isIP(host);
  if (family === 0) return 'invalid';
  return isLocalAddress(host, family) ? { host: host.toLowerCase(), port } : 'not-local';
}

function isLocalAddress(host: string, family: number) {
  if (family === 4) {
    const [a, b] = host.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    );
  }
  const lower = host.toLowerCase();
  return lower === '::1' || /^f[cd][0-9a-f]{0,2}:/.test(lower) || /^fe[89ab][0-9a-f]?:/.test(lower);
}

/** host:port as the settings screen shows it (IPv6 in brackets). */
export function formatPrinterAddress(host: string, port: number) {
  return `${host.includes(':') ? `[${host}]` : host}:${port}`;
}
