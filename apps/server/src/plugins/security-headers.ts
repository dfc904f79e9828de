import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Browser features no screen uses, switched off for every page (a script that slipped in cannot
 * ask for them). The camera stays off too: image uploads go through a file picker.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * The `'sha256-…'` sources of the inline scripts a built page carries. The QR menu starts its menu
 * request from an inline script before its bundle loads; hashing the built file at start-up keeps
 * the policy true to what is served, whatever the build did to the script's text.
 */
export function inlineScriptHashes(webRoot: string | null): string[] {
  const hashes: string[] = [];
  if (!webRoot) return hashes;
  for (const page of ['index.html', 'menu.html']) {
    const file = path.join(webRoot, page);
    if (!existsSync(file)) continue;
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
      const body = match[1];
      if (!body.trim()) continue;
      hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return [...new Set(hashes)];
}

/**
 * Security headers on every response (pages, assets, API answers and errors, uploads), through
 * helmet: a strict Content-Security-Policy (scripts only from this origin, plus the hashes of the
 * built pages' inline scripts; never 'unsafe-inline' or 'unsafe-eval' for scripts), no framing by
 * any site, nosniff, a referrer policy, an opener policy, a permissions policy, and HSTS when the
 * public address is https.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config, webRoot: string | null) {
  const isHttps = config.publicUrl.startsWith('https://');
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(webRoot)],
        scriptSrcAttr: ["'none'"],
        // Toasts and a few computed sizes are inline styles; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Uploaded photos come from /uploads; QR codes and compressed photos are data: and blob: URLs.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The API and Socket.IO (its polling and its WebSocket) are on this origin.
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'data:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameSrc: ["'none'"],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Photos and assets are only ever used by this origin's pages.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xContentTypeOptions: true,
  });
  // helmet has no Permissions-Policy of its own; one hook sets it beside helmet's headers.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
