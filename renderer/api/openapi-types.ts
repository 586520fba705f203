// The parts of the served /openapi.json (server/http/openapi/) the dashboard's API page reads.

export type JsonSchema = { [key: string]: unknown };

export interface ErrorCode {
  code: number;
  error: string;
  status: number;
  shared: boolean;
}

export interface MediaType {
  schema?: JsonSchema;
  example?: unknown;
}

export interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: 'path' | 'query'; required: boolean; description: string; schema: JsonSchema }>;
  requestBody?: { required: boolean; content: Record<string, MediaType> };
  responses: Record<string, { $ref?: string; description?: string; content?: Record<string, MediaType> }>;
  'x-error-codes': ErrorCode[];
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}
