import { type Endpoint, ErrorBodySchema, isIdParameter, pathParameterNames } from '@extranet/sdk/schemas';
import { type ConversionConfig, type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import { describeRequirement } from '../authz';
import type { Controller } from './controller';

// OpenAPI 3.1 from the SDK's endpoint table and valibot schemas, for clients in other languages.

const config: ConversionConfig = {
  target: 'draft-2020-12',
  typeMode: 'input',
  errorMode: 'ignore',
  // Date query parameters accept a Date in the SDK; on the wire they are ISO 8601 strings.
  overrideSchema: ({ valibotSchema }) =>
    valibotSchema.type === 'date' ? { type: 'string', format: 'date-time' } : undefined,
};

const jsonSchema = (schema: Endpoint['response']): JsonSchema => {
  const { $schema: _, ...rest } = toJsonSchema(schema, config);
  return rest;
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

export function buildOpenApi(controllers: readonly Controller[], version: string): Record<string, unknown> {
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
        const query = jsonSchema(endpoint.query) as {
          properties?: Record<string, unknown>;
          required?: string[];
        };
        for (const [name, schema] of Object.entries(query.properties ?? {})) {
          parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
        }
      }
      const isPublic = requirement === 'public';
      const operation: Record<string, unknown> = {
        operationId: route.key,
        tags: [endpoint.path.split('/')[2]],
        summary: endpoint.summary,
        security: isPublic ? [] : [{ bearer: [] }],
        'x-requires': describeRequirement(requirement),
        parameters,
        responses: {
          200: {
            description: 'OK',
            content: { 'application/json': { schema: jsonSchema(endpoint.response) } },
          },
          400: errorResponse('Invalid input; `field` names the offending field'),
          ...(isPublic
            ? {}
            : { 401: errorResponse('No valid session'), 403: errorResponse('Not permitted') }),
          404: errorResponse('Not found, or a record of another customer'),
          ...(route.implemented ? {} : { 501: errorResponse('Not implemented yet') }),
        },
      };
      if (endpoint.body) {
        operation.requestBody = {
          required: true,
          content: { 'application/json': { schema: jsonSchema(endpoint.body) } },
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
        'Every call of the extranet. Errors answer `{ code, message, field? }`. Generated from the valibot schemas of @extranet/sdk.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ErrorBody: jsonSchema(ErrorBodySchema) },
    },
    paths,
  };
}
