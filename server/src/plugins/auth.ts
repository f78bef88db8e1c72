import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { unauthorized } from '../lib/http-error';

export const ACCESS_TOKEN_TTL = '7d';

interface AccessTokenPayload {
  sub: string;
  /** users.token_version when issued; a password change invalidates older tokens */
  ver: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenPayload;
    user: AccessTokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user */
    authenticate: (request: FastifyRequest) => Promise<void>;
    issueAccessToken: (user: { id: number; tokenVersion: number }) => string;
  }
  interface FastifyRequest {
    userId: number;
  }
}

async function authPlugin(app: FastifyInstance, options: { secret: string }) {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { expiresIn: ACCESS_TOKEN_TTL },
  });
  app.decorateRequest('userId', 0);

  app.decorate('issueAccessToken', (user: { id: number; tokenVersion: number }) =>
    app.jwt.sign({ sub: String(user.id), ver: user.tokenVersion }),
  );

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (!request.headers.authorization) throw unauthorized();
    let payload: AccessTokenPayload;
    try {
      payload = await request.jwtVerify<AccessTokenPayload>();
    } catch {
      throw unauthorized('Given token not valid for any token type');
    }
    const id = Number(payload.sub);
    const [row] = await app.db
      .select({ tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, id));
    if (!row || row.tokenVersion !== payload.ver) {
      throw unauthorized('Given token not valid for any token type');
    }
    request.userId = id;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
