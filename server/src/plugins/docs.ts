import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { ApiErrorSchema } from '@/shared/api/contract';

/** OpenAPI generated from the same schemas the routes validate with, browsable at /api/docs. */
async function docsPlugin(app: FastifyInstance, options: { brandName: string; publicUrl: string }) {
  app.addSchema(ApiErrorSchema);
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${options.brandName} API`,
        version: '1.0.0',
        description:
          'Buy airtime, data, cable TV, electricity and exam pins from your own application. ' +
          'Authenticate with POST /api/v1/auth/login/ and send the returned token as ' +
          '`Authorization: Bearer <token>`. Amounts are in naira. Errors always have the shape ' +
          '`{ message, errors: [{ detail, field? }], data: { field: message } }`.',
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets inline styles; allow them on the docs pages only.
    transformStaticCSP: (header) =>
      header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });
}

export default fp(docsPlugin, { name: 'docs' });
