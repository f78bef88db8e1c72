import {
  SerializerSelector,
  type Serializer,
  type SerializerFactory,
} from '@fastify/fast-json-stringify-compiler';

/**
 * Fastify's own response serializers (its fast-json-stringify compiler), each compiled when it
 * first serializes rather than when the app starts: a suite's app serves a few of its routes.
 */
export function serializersCompiledOnFirstUse(): SerializerFactory {
  const build = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (route) => {
      let serialize: Serializer | undefined;
      return (doc) => (serialize ??= compile(route))(doc);
    };
  };
}
