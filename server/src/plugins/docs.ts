import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { ApiErrorSchema } from '@contract/api';
import { docsLogo, docsTheme } from './docs-brand';
import { DOCS_PREFIX, docsDefinitions, registerFormatPages } from './format-docs';
import { GETTING_STARTED } from './getting-started';
import { documentRoute } from './route-docs';

export interface DocsOptions {
  brandName: string;
  publicUrl: string;
  /** adds the request and answer examples to the generated document (the app's own, per route) */
  addExamples: <T extends object>(document: T) => T;
}

/**
 * OpenAPI generated from the same schemas the routes validate with, browsable at /api/docs, with
 * the reseller formats' pages beside it (format-docs.ts).
 */
async function docsPlugin(app: FastifyInstance, options: DocsOptions) {
  app.addSchema(ApiErrorSchema);
  app.addHook('onRoute', (route) => documentRoute(route, app.authenticate));
  await app.register(swagger, {
    // Shared schemas are named by their $id (ApiError), so generated clients get a readable type.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
    transformObject: (document) =>
      'openapiObject' in document
        ? options.addExamples(document.openapiObject)
        : document.swaggerObject,
    openapi: {
      info: {
        title: `${options.brandName} API`,
        version: '1.0.0',
        description: GETTING_STARTED(options.brandName),
        termsOfService: `${options.publicUrl}/terms-and-conditions`,
        license: { name: 'Proprietary', url: `${options.publicUrl}/terms-and-conditions` },
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The token from POST /api/v1/auth/login/, valid for 7 days.',
          },
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-API-Key',
            description: 'A key created in Profile > API keys. Accepted only where listed.',
          },
        },
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    logo: docsLogo(options.brandName),
    theme: docsTheme(options.brandName),
    // The selector in the top bar: the API's document, then each reseller format's page.
    uiConfig: { urls: docsDefinitions(`${options.brandName} API`) },
    staticCSP: true,
    // Swagger UI sets inline styles; allow them on the docs pages only.
    transformStaticCSP: (header) =>
      header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });
  registerFormatPages(app, options);
}

export default fp(docsPlugin, { name: 'docs', dependencies: ['auth'] });
