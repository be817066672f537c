import * as schemas from '@extranet/sdk/schemas';
import { type Endpoint, type ErrorStatus, isIdParameter, pathParameterNames } from '@extranet/sdk/schemas';
import {
  type ConversionConfig,
  type JsonSchema,
  toJsonSchema,
  toJsonSchemaDefs,
} from '@valibot/to-json-schema';
import { describeRequirement } from '../authz';
import type { Controller } from './controller';

// OpenAPI 3.1 from the SDK's endpoint table and valibot schemas, for clients in other languages.
// Every schema the SDK exports (`PartidaSchema` …) is a named component (`Partida`), and operations
// refer to them with `$ref`, so generated clients get the same type names as the SDK.

type AnySchema = Endpoint['response'];

/** The SDK's exported schemas by the name of their type: `PartidaSchema` → `Partida`. */
const definitions: Record<string, AnySchema> = Object.fromEntries(
  Object.entries(schemas)
    .filter(
      ([name, value]) =>
        name.endsWith('Schema') && typeof value === 'object' && value !== null && 'kind' in value,
    )
    .map(([name, value]) => [name.replace(/Schema$/, ''), value as AnySchema]),
);

const COMPONENTS = '#/components/schemas/';

const config: ConversionConfig = {
  target: 'draft-2020-12',
  typeMode: 'input',
  errorMode: 'ignore',
  definitions,
  overrideRef: ({ referenceId }) => `${COMPONENTS}${referenceId}`,
  // Date query parameters accept a Date in the SDK; on the wire they are ISO 8601 strings.
  overrideSchema: ({ valibotSchema }) =>
    valibotSchema.type === 'date'
      ? { type: 'string', format: 'date-time' }
      : valibotSchema.type === 'blob'
        ? { type: 'string', format: 'binary' }
        : undefined,
};

/** The schema of one payload: a `$ref` to its component when it has a name. */
const jsonSchema = (schema: AnySchema): JsonSchema => {
  const { $schema: _, $defs: __, ...rest } = toJsonSchema(schema, config);
  return rest;
};

const ERROR_DESCRIPTIONS: Record<ErrorStatus | 503, string> = {
  400: 'Invalid input; `field` names the offending field',
  401: 'No valid session',
  403: 'Not permitted: the session lacks the permission flag or role this call needs',
  404: 'Not found, or a record of a customer account the caller is not assigned',
  409: 'Conflicts with stored data; `field` names what',
  413: 'The file is larger than the call takes',
  415: 'The file is not of a type the call takes (recognised by its content)',
  429: 'Too many attempts; `Retry-After` gives the seconds to wait',
  503: 'The database is unreachable; `Retry-After` gives the seconds to wait',
};
/** What the sign-in call's own refusals mean. */
const SIGN_IN_DESCRIPTIONS: Partial<Record<ErrorStatus, string>> = {
  401: 'Wrong user name or password',
  403: 'The account is disabled or not yet approved',
};

const retryAfter = {
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer', minimum: 0 },
  },
};

const errorResponse = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: `${COMPONENTS}ErrorBody` } } },
});

/** Every error status the call can answer: the SDK's list for it, and 503 for every call. */
function errorResponses(endpoint: Endpoint, implemented: boolean): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const status of endpoint.errors) {
    const description = (endpoint.signIn && SIGN_IN_DESCRIPTIONS[status]) || ERROR_DESCRIPTIONS[status];
    responses[status] = errorResponse(description, status === 429 ? retryAfter : undefined);
  }
  if (!implemented) responses[501] = errorResponse('Not implemented yet');
  responses[503] = errorResponse(ERROR_DESCRIPTIONS[503], retryAfter);
  return responses;
}

/** The properties of a query schema, following its `$ref` to the component. */
function queryProperties(
  schema: AnySchema,
  components: Record<string, JsonSchema>,
): { properties?: Record<string, unknown>; required?: string[] } {
  const converted = jsonSchema(schema) as {
    $ref?: string;
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return converted.$ref
    ? (components[converted.$ref.slice(COMPONENTS.length)] as typeof converted)
    : converted;
}

/** Calls that answer 202 when they record something new (and 200 when it was recorded before). */
const ACCEPTED: Record<string, string> = {
  'integracion.registrarHito': 'Recorded now (200: the same milestone was posted before, with this id)',
};

export function buildOpenApi(controllers: readonly Controller[], version: string): Record<string, unknown> {
  const components = Object.fromEntries(
    Object.entries(toJsonSchemaDefs(definitions, config)).map(([name, schema]) => {
      const { $schema: _, $defs: __, ...rest } = schema;
      return [name, rest];
    }),
  );
  const paths: Record<string, Record<string, unknown>> = {};
  for (const controller of controllers) {
    for (const route of controller.routes) {
      const { endpoint, requirement } = route;
      const parameters: unknown[] = pathParameterNames(endpoint.path).map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: isIdParameter(name) ? { type: 'integer', minimum: 1 } : { type: 'string', minLength: 1 },
      }));
      if (endpoint.query) {
        const query = queryProperties(endpoint.query, components);
        for (const [name, schema] of Object.entries(query.properties ?? {})) {
          parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
        }
      }
      const isPublic = requirement === 'public';
      const operation: Record<string, unknown> = {
        operationId: route.key,
        tags: [endpoint.path.split('/')[2]],
        summary: endpoint.summary,
        security: isPublic ? [] : requirement === 'integrationKey' ? [{ apiKey: [] }] : [{ bearer: [] }],
        'x-requires': describeRequirement(requirement),
        parameters,
        responses: {
          200: {
            description: 'OK',
            content: {
              [endpoint.binary ? 'application/octet-stream' : 'application/json']: {
                schema: jsonSchema(endpoint.response),
              },
            },
          },
          ...(ACCEPTED[route.key] && {
            202: {
              description: ACCEPTED[route.key],
              content: { 'application/json': { schema: jsonSchema(endpoint.response) } },
            },
          }),
          ...errorResponses(endpoint, route.implemented),
        },
      };
      if (endpoint.body) {
        operation.requestBody = {
          required: true,
          content: {
            [endpoint.multipart ? 'multipart/form-data' : 'application/json']: {
              schema: jsonSchema(endpoint.body),
            },
          },
        };
      }
      paths[endpoint.path] ??= {};
      paths[endpoint.path]![endpoint.method.toLowerCase()] = operation;
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Freight extranet API',
      version,
      description:
        'Every call of the extranet. Errors answer `{ code, message, field? }` and carry `X-Request-Id`. Generated from the valibot schemas of @extranet/sdk.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        // The provider's own systems (Integracion calls): a key an administrator created.
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
      },
      schemas: components,
    },
    paths,
  };
}
