import {
  SerializerSelector,
  type Serializer,
  type SerializerFactory,
} from '@fastify/fast-json-stringify-compiler';
import type { ValidatorFactory } from '@fastify/ajv-compiler';
import { guardedValidatorFactory } from './input-guard';

/**
 * The compilers of route schemas: request validators (with the input guard) and response
 * serializers. A server compiles every route's schemas at start, so a schema that cannot compile
 * stops it there. With `compileOnFirstUse` each is compiled on its route's first request instead:
 * a test suite's app serves a few of its hundreds of routes.
 */
export function schemaCompilers(compileOnFirstUse: boolean): {
  buildValidator: ValidatorFactory;
  buildSerializer?: SerializerFactory;
} {
  return {
    buildValidator: guardedValidatorFactory({ compileOnFirstUse }),
    ...(compileOnFirstUse ? { buildSerializer: serializersCompiledOnFirstUse() } : {}),
  };
}

/** Fastify's own response serializers, each compiled when it first serializes. */
function serializersCompiledOnFirstUse(): SerializerFactory {
  const build = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (route) => {
      let serialize: Serializer | undefined;
      return (doc) => (serialize ??= compile(route))(doc);
    };
  };
}
