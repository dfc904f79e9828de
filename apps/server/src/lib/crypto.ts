import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;

// N=2^15, r=8, p=1: about 30 ms and 32 MiB per hash here; the format records them so they can grow.
const SCRYPT = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, SCRYPT);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, saltText, keyText] = stored.split('$');
  if (kind !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const key = await scryptAsync(password, Buffer.from(saltText, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return timingSafeEqual(key, expected);
}

/** A hash computed once so that unknown accounts cost as much time as known ones. */
let dummyHash: Promise<string> | null = null;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/**
 * Compact signed values (payload.signature, HMAC-SHA256 with a purpose-bound key) for access tokens
 * and table references. The purpose keeps a token of one kind from being accepted as another.
 */
export class Signer {
  private readonly secret: string;
  /**
   * Tokens already verified, with their payloads. Every API request presents its access token, and
   * the same token comes back for its 15 minutes: checking its HMAC and decoding it again each time
   * was a visible share of a request's CPU. A signature never changes its verdict, so remembering it
   * is safe; expiry and revocation are still checked by the caller on every use.
   */
  private readonly verified = new Map<string, unknown>();
  private static readonly MAX_VERIFIED = 10_000;

  constructor(secret: string) {
    this.secret = secret;
  }

  private mac(purpose: string, payload: string): string {
    return createHmac('sha256', `${purpose}:${this.secret}`).update(payload).digest('base64url');
  }

  sign(purpose: string, data: unknown): string {
    const payload = Buffer.from(JSON.stringify(data)).toString('base64url');
    return `${payload}.${this.mac(purpose, payload)}`;
  }

  /** The payload of a token signed for `purpose`, or null. The payload is frozen: it may be shared. */
  verify<T>(purpose: string, token: string | undefined | null): T | null {
    if (!token || token.length > 2048) return null;
    const key = `${purpose}:${token}`;
    const known = this.verified.get(key);
    if (known !== undefined) return known as T;
    const payload = this.verifySignature<T>(purpose, token);
    if (payload !== null) {
      // Bounded: past the limit start afresh (old tokens simply get verified again).
      if (this.verified.size >= Signer.MAX_VERIFIED) this.verified.clear();
      this.verified.set(key, Object.freeze(payload));
    }
    return payload;
  }

  private verifySignature<T>(purpose: string, token: string): T | null {
    const dot = token.indexOf('.');
    if (dot <= 0) return null;
    const payload = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1), 'base64url');
    const expected = Buffer.from(this.mac(purpose, payload), 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T;
    } catch {
      return null;
    }
  }
}

/**
 * Seals a small secret (an authenticator's TOTP key) with AES-256-GCM under a key derived from the
 * server's secret, so a copy of the database alone does not give away anyone's second factor.
 */
export function sealSecret(serverSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(serverSecret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${iv.toString('base64url')}.${body.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}`;
}

/** The secret `sealSecret` sealed, or null when it was sealed under another key or tampered with. */
export function openSecret(serverSecret: string, sealed: string): string | null {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(serverSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

function sealingKey(serverSecret: string): Buffer {
  return createHash('sha256').update(`sealed-secrets:${serverSecret}`).digest();
}
