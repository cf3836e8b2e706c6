import type { JsonSchema } from '#src/ui/code-editor/json-schema-validator.ts';

const probe: JsonSchema = {
  type: 'object',
  properties: {
    name: { type: ['string', 'null'], description: 'The check name' },
    url: { type: ['string', 'null'] },
    method: { enum: ['GET', 'POST'] },
    insecure: { type: ['boolean', 'null'] },
    responseCodes: { anyOf: [{ type: 'array', items: { type: 'integer', minimum: 100, maximum: 599 } }, { type: 'null' }] },
  },
  anyOf: [{ required: ['url'] }, { required: ['endpoint'] }],
  additionalProperties: false,
};

/** A document schema shaped as the server generates them (apiVersion, kind, metadata, spec of typed lists). */
export const PROBE_DOCUMENT_SCHEMA: JsonSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['apiVersion', 'kind', 'spec'],
  properties: {
    apiVersion: { const: 'probes.example.com/v1' },
    kind: { const: 'Probe' },
    metadata: { type: 'object', properties: { name: { type: 'string' }, namespace: { type: 'string' } } },
    spec: {
      type: 'object',
      properties: {
        schedule: { type: 'string', description: 'A cron expression or @every duration' },
        http: { type: 'array', items: probe },
        tcp: { type: 'array', items: { $ref: '#/$defs/tcp' } },
      },
      additionalProperties: false,
    },
  },
  $defs: { tcp: { type: 'object', properties: { endpoint: { type: 'string' } }, required: ['endpoint'], additionalProperties: false } },
  additionalProperties: false,
} as JsonSchema;
