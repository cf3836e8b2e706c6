import type { FastifyPluginAsync } from 'fastify';
import { requireAccess } from '../rbac/require-access.ts';
import type { PropertyService } from './property.service.ts';

export interface PropertyRoutesOptions {
  properties: PropertyService;
}

/** GET /api/properties; writes go through /api/db/properties (resource properties). */
export const propertyRoutes: FastifyPluginAsync<PropertyRoutesOptions> = async (app, { properties }) => {
  app.get('/api/properties', { schema: { summary: 'The feature flags and settings, stored and local' }, preValidation: requireAccess('properties', 'read') }, async () =>
    properties.list(),
  );
};
