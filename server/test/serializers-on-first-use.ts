import {
  SerializerSelector,
  type Serializer,
  type SerializerFactory,
} from '@fastify/fast-json-stringify-compiler';

type RouteOfSerializer = Parameters<ReturnType<SerializerFactory>>[0];

/*
 * Fastify's own response serializers (its fast-json-stringify compiler), each compiled when it
 * first serializes rather than when the app starts (a suite's app serves a few of its routes), and
 * once for all of a test worker's apps: its suites share the server's modules and so the same
 * schema objects.
 */
const build = SerializerSelector();
const compiledFor = new WeakMap<object, Map<string, Serializer>>();

function compiled(
  compile: (route: RouteOfSerializer) => Serializer,
  route: RouteOfSerializer,
  context: string,
): Serializer {
  const schema = route.schema;
  if (typeof schema !== 'object' || schema === null) return compile(route);
  const bySchema = compiledFor.get(schema) ?? new Map<string, Serializer>();
  compiledFor.set(schema, bySchema);
  // the compiler reads the route's schema and the app's shared schemas and options, nothing else
  const known = bySchema.get(context);
  if (known) return known;
  const serializer = compile(route);
  bySchema.set(context, serializer);
  return serializer;
}

export function serializersCompiledOnFirstUse(): SerializerFactory {
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    const context = JSON.stringify([externalSchemas, options]);
    return (route) => {
      let serialize: Serializer | undefined;
      return (doc) => (serialize ??= compiled(compile, route, context))(doc);
    };
  };
}
