import Fastify from 'fastify';
import { serializersCompiledOnFirstUse } from '../../test/serializers-on-first-use';
import { guardedValidatorFactory } from './input-guard';

const body = {
  type: 'object',
  properties: { amount: { type: 'integer', minimum: 50 } },
  required: ['amount'],
};
const response = { 200: { type: 'object', properties: { amount: { type: 'integer' } } } };

async function appWith(compileOnFirstUse: boolean, bodySchema: object = body) {
  const app = Fastify({
    schemaController: {
      compilersFactory: {
        buildValidator: guardedValidatorFactory({ compileOnFirstUse }),
        ...(compileOnFirstUse ? { buildSerializer: serializersCompiledOnFirstUse() } : {}),
      },
    },
  });
  app.post('/buy', { schema: { body: bodySchema, response } }, async (request) => ({
    ...(request.body as object),
    secret: 'not in the response schema',
  }));
  await app.ready();
  return app;
}

const buy = (app: Awaited<ReturnType<typeof appWith>>, payload: object) =>
  app.inject({ method: 'POST', url: '/buy', payload });

it('a server compiles every schema at start: a schema that cannot compile stops it', async () => {
  await expect(appWith(false, { type: 'no-such-type' })).rejects.toThrow();
});

it.each([false, true])(
  'validates requests and shapes responses the same when compiled on first use (%s)',
  async (compileOnFirstUse) => {
    const app = await appWith(compileOnFirstUse);
    const refused = await buy(app, { amount: 10 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: expect.stringContaining('>= 50') });
    const bought = await buy(app, { amount: 100 });
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toEqual({ amount: 100 });
    await app.close();
  },
);
