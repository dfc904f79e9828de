import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { ACCESS_COOKIE } from '../modules/auth/session';
import { access, type RouteAccess } from './auth';

const ERROR_BODY = {
  type: 'object',
  properties: { message: { type: 'string' }, code: { type: 'string' } },
  required: ['message'],
} as const;

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_BODY } },
});

/** "post /orders/:id/payments" → "postOrdersIdPayments": unique, stable, readable. */
export function operationIdFor(method: string, path: string): string {
  const words = path
    .split(/[/:\-_{}]+/)
    .filter(Boolean)
    .map((word) => word.replace(/[^a-zA-Z0-9]/g, ''));
  return [method.toLowerCase(), ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join('');
}

/** Who may call a route, as the guard reads its policy: stated in the document as `x-access`. */
export function describeAccess(policy: RouteAccess): string {
  if (policy.kind === 'public') return 'public';
  if (policy.kind === 'superadmin') return 'operator';
  const scopes = policy.scopes.length
    ? `any of ${policy.scopes.join(', ')} (admin passes)`
    : 'any signed-in user';
  return `tenant user: ${scopes}${policy.allowInactive ? '; open while the subscription is inactive' : ''}`;
}

/** The errors a route can answer, from its policy and what it takes. */
function errorResponsesFor(policy: RouteAccess, takesInput: boolean, namesId: boolean) {
  const responses: Record<string, ReturnType<typeof errorResponse>> = {};
  if (takesInput) responses['400'] = errorResponse('Bad input: the message says what to fix.');
  if (policy.kind !== 'public') {
    responses['401'] = errorResponse('No session, or it expired.');
    responses['403'] = errorResponse(
      'Signed in without the access this route needs, or two-factor sign-in must be set up first (code TWO_FACTOR_SETUP_REQUIRED).',
    );
  }
  if (policy.kind === 'tenant' && !policy.allowInactive)
    responses['402'] = errorResponse("The store's subscription is inactive.");
  if (namesId) responses['404'] = errorResponse('Not found (another tenant’s row is not found too).');
  responses['429'] = errorResponse('Too many requests.');
  responses['500'] = errorResponse('Something went wrong on the server; nothing leaks.');
  return responses;
}

/**
 * OpenAPI 3.1 from the same zod schemas that validate the requests (@fastify/swagger with the zod
 * type provider's transform), at `{apiPrefix}/openapi.json`, and a reference page at /api/docs.
 * Every API route gets an operationId, a tag (its first path segment), its access policy and its
 * error responses; routes outside the API (pages, probes) are left out.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config, apiPrefix: string) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Mise POS API',
        version: config.version,
        description:
          'The API of the Mise restaurant point of sale. Sessions are httpOnly cookies set by sign-in; money travels as decimal amounts and is recomputed by the server.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: ACCESS_COOKIE } },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const url = transformed.url;
      const schema = (transformed.schema ?? {}) as Record<string, unknown>;
      if (!input.url.startsWith(`${apiPrefix}/`)) return { schema: { ...schema, hide: true }, url };
      const policy = (input.route.config as { access?: RouteAccess } | undefined)?.access ?? access.public;
      const path = input.url.slice(apiPrefix.length);
      const method = [input.route.method].flat()[0];
      const source = input.schema as { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
      return {
        schema: {
          ...schema,
          operationId: operationIdFor(method, path),
          tags: [path.split('/')[1] ?? 'api'],
          'x-access': describeAccess(policy),
          security: policy.kind === 'public' ? [] : [{ session: [] }],
          response: {
            ...errorResponsesFor(
              policy,
              Boolean(source?.body || source?.querystring || source?.params),
              path.includes(':'),
            ),
            ...((schema as { response?: object }).response ?? {}),
          },
        },
        url,
      };
    },
  });

  app.get(
    `${apiPrefix}/openapi.json`,
    { schema: { hide: true }, config: { access: access.public } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.swagger();
    },
  );

  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
