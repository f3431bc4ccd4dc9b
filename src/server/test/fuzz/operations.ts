/** The subset of JSON Schema that the routes' zod schemas produce. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  /** `binary` marks a file of a multipart form. */
  format?: string;
}

export interface Parameter {
  name: string;
  schema: JsonSchema;
}

/** One method on one path of the OpenAPI document. */
export interface Operation {
  method: string;
  /** In OpenAPI form: `/api/address/{id}`. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** The JSON body's schema, or null when the operation documents none. */
  body: JsonSchema | null;
  /** The multipart form's schema (fields and files), or null. */
  form: JsonSchema | null;
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of an OpenAPI 3 document, in document order. */
export function operationsOf(document: unknown): Operation[] {
  if (!isRecord(document) || !isRecord(document.paths)) throw new Error('not an OpenAPI document');
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isRecord(item)) continue;
    for (const [method, value] of Object.entries(item)) {
      if (!METHODS.has(method) || !isRecord(value)) continue;
      const operation = value as OpenApiOperation;
      const parameters = operation.parameters ?? [];
      const pick = (where: string) =>
        parameters
          .filter((parameter) => parameter.in === where)
          .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} }));
      // Path parameters the document leaves out are still in the path.
      const named = new Set(pick('path').map((parameter) => parameter.name));
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)]
        .map((match) => match[1] ?? '')
        .filter((name) => !named.has(name))
        .map((name) => ({ name, schema: { type: 'string' } }));
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: [...pick('path'), ...inPath],
        query: pick('query'),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        form: operation.requestBody?.content?.['multipart/form-data']?.schema ?? null,
      });
    }
  }
  return operations;
}
