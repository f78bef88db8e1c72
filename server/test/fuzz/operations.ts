import fc from 'fast-check';
import {
  conforming,
  field,
  deeplyNested,
  hostileValue,
  objectOf,
  withNestingExpanded,
  type FieldHints,
  type JsonSchema,
} from './arbitraries';

/** One operation of the OpenAPI document, with what a request to it carries. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** with `{name}` placeholders for path parameters */
  path: string;
  parameters: { in: 'path' | 'query' | 'header'; name: string; schema: JsonSchema }[];
  body: JsonSchema | undefined;
  /** the document's example request body: valid in the sandbox, so it reaches the money paths */
  example: unknown;
  /** the route reads its body without a schema (webhooks verify a signature over the raw body) */
  rawBody: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Operation['parameters'];
        responses?: Record<string, { content?: Record<string, unknown> }>;
        requestBody?: { content: Record<string, { schema?: JsonSchema; example?: unknown }> };
      }
    >
  >;
}

/**
 * Every operation under `prefix`, in document order, but event streams: their answer never ends,
 * so a request cannot be judged by it (the stream has its own suite).
 */
export function operationsOf(document: unknown, prefix: string): Operation[] {
  const { paths } = document as OpenApiDocument;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith(prefix))
    .flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => !operation.responses?.['200']?.content?.['text/event-stream'])
        .map(([method, operation]) => {
          const json = operation.requestBody?.content['application/json'];
          const body = json?.schema;
          return {
            example: json?.example,
            method: method.toUpperCase() as Operation['method'],
            path,
            parameters: operation.parameters ?? [],
            body,
            rawBody: !body && method !== 'get',
          };
        }),
    );
}

/** A route as the console lists it (its `:name` address and request schemas). */
export interface SchemaRoute {
  method: string;
  url: string;
  schema: { params?: unknown; querystring?: unknown; body?: unknown; headers?: unknown };
}

const propertiesOf = (schema: unknown) =>
  Object.entries((schema as JsonSchema | undefined)?.properties ?? {});

/**
 * Operations from routes' own schemas, for routes kept out of the OpenAPI document (the console).
 * `:name` becomes `{name}`; every route has a schema, so none reads a raw body.
 */
export function operationsOfRoutes(routes: readonly SchemaRoute[]): Operation[] {
  return routes.map((route) => {
    const parameters: Operation['parameters'] = [
      ...propertiesOf(route.schema.params).map(([name, schema]) => ({
        in: 'path' as const,
        name,
        schema,
      })),
      ...propertiesOf(route.schema.querystring).map(([name, schema]) => ({
        in: 'query' as const,
        name,
        schema,
      })),
      ...propertiesOf(route.schema.headers).map(([name, schema]) => ({
        in: 'header' as const,
        name,
        schema,
      })),
    ];
    return {
      method: route.method as Operation['method'],
      path: route.url.replace(/:([A-Za-z_]+)/g, '{$1}'),
      parameters,
      body: route.schema.body as JsonSchema | undefined,
      example: undefined,
      rawBody: false,
    };
  });
}

export interface GeneratedRequest {
  url: string;
  headers: Record<string, string>;
  payload: string | undefined;
  /** send the signed-in user's token */
  authenticated: boolean;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A value in a URL; a lone surrogate (no UTF-8 form) becomes the invalid bytes a broken client sends. */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return text
    .split(LONE_SURROGATE)
    .map((part) => encodeURIComponent(part))
    .join('%ED%A0%80');
}

/** Requests to one operation: its parameters and body filled as `arbitraries` describes. */
export function requestsFor(
  operation: Operation,
  hints: FieldHints,
): fc.Arbitrary<GeneratedRequest> {
  const valueOf = (parameter: Operation['parameters'][number]) =>
    parameter.in === 'path'
      ? fc.oneof(
          { arbitrary: conforming(parameter.schema, hints, parameter.name), weight: 4 },
          { arbitrary: hostileValue, weight: 1 },
        )
      : fc.option(field(parameter.schema, hints, parameter.name), { freq: 3 });
  const parameters = fc.tuple(...operation.parameters.map(valueOf));
  const example = operation.example === undefined ? [] : [fc.constant(operation.example)];
  const body: fc.Arbitrary<unknown> = operation.body
    ? fc.oneof(
        { arbitrary: objectOf(operation.body, hints), weight: 6 },
        { arbitrary: hostileValue, weight: 1 },
        { arbitrary: deeplyNested, weight: 1 },
        ...example.map((arbitrary) => ({ arbitrary, weight: 1 })),
      )
    : operation.rawBody
      ? fc.oneof(fc.jsonValue({ maxDepth: 3 }), hostileValue, deeplyNested)
      : fc.constant(undefined);
  return fc
    .record({
      values: parameters,
      body,
      authenticated: fc.oneof(
        { arbitrary: fc.constant(true), weight: 4 },
        { arbitrary: fc.constant(false), weight: 1 },
      ),
    })
    .map(({ values, body: payload, authenticated }) => {
      let url = operation.path;
      const query: string[] = [];
      const headers: Record<string, string> = {};
      operation.parameters.forEach((parameter, index) => {
        const value = values[index];
        if (value === null || value === undefined) {
          if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, '');
          return;
        }
        if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encode(value));
        else if (parameter.in === 'query') query.push(`${parameter.name}=${encode(value)}`);
        else headers[parameter.name] = String(value).replace(/[^\x20-\x7e]/g, '?');
      });
      if (payload !== undefined) headers['content-type'] = 'application/json';
      return {
        url: query.length ? `${url}?${query.join('&')}` : url,
        headers,
        payload: payload === undefined ? undefined : withNestingExpanded(JSON.stringify(payload)),
        authenticated,
      };
    });
}
