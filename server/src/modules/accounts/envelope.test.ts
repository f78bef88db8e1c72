import { users } from '../../db/schema';
import { registration, type ErrorBody } from '../../../test/accounts';
import { json, startTestApp, type TestContext } from '../../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const userCount = async () => (await ctx.database.db.select({ id: users.id }).from(users)).length;

function expectEnvelope(response: { statusCode: number; body: string }, status: number) {
  expect(response.statusCode).toBe(status);
  const body = json<ErrorBody>(response);
  expect(body.message).toEqual(expect.any(String));
  expect(body.errors.length).toBeGreaterThan(0);
  for (const item of body.errors) expect(item.detail).toEqual(expect.any(String));
  expect(typeof body.data).toBe('object');
  return body;
}

describe('error envelope on the accounts routes', () => {
  it('answers bad JSON with 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", ',
    });
    expect(expectEnvelope(response, 400).message).toBe('The request body is not valid JSON.');
  });

  it('answers an unknown route with 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing/' });
    expectEnvelope(response, 404);
  });

  it('answers a wrong method on a known path with 404 in the envelope', async () => {
    expectEnvelope(await ctx.app.inject({ method: 'DELETE', url: '/api/v1/get-user/' }), 404);
  });

  it('answers an over-long field with 400 and writes nothing', async () => {
    const before = await userCount();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/register/',
      payload: registration({ first_name: 'A'.repeat(1000) }),
    });
    const body = expectEnvelope(response, 400);
    expect(body.data).toEqual({ first_name: 'Ensure this field has no more than 150 characters.' });
    expect(await userCount()).toBe(before);
  });

  it('answers wrong types with 400 and writes nothing', async () => {
    const before = await userCount();
    for (const payload of [
      { ...registration(), email: 123 },
      { ...registration(), first_name: { nested: true } },
      { ...registration(), password: ['a', 'b'] },
    ]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/register/', payload });
      expectEnvelope(response, 400);
    }
    expect(await userCount()).toBe(before);
  });

  it('answers a body that is not an object with 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/password_reset/',
      headers: { 'content-type': 'application/json' },
      payload: '"just a string"',
    });
    expectEnvelope(response, 400);
  });

  it('accepts the paths without their trailing slash', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: {},
    });
    expect(response.statusCode).toBe(400);
  });

  it('documents every accounts route in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = json<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>(response);
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/v1/register/',
      '/api/v1/auth/login/',
      '/api/v1/password_reset/',
      '/api/v1/reset_password/',
      '/api/v1/get-user/',
      '/api/v1/change-password/',
      '/api/v1/update-user-profile/',
    ]) {
      expect(paths).toContain(path);
    }
    // get-user also takes an API key (the balance); public calls declare no credentials at all.
    expect(doc.paths['/api/v1/get-user/']?.get?.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(doc.paths['/api/v1/change-password/']?.put?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/v1/auth/login/']?.post?.security).toEqual([]);
  });
});
