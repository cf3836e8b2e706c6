import type { FeatureModule } from '../modules/feature-module.ts';
import { loadLocalProperties } from './local-properties.ts';
import { propertyRoutes } from './property.routes.ts';
import { PropertyService } from './property.service.ts';

/** Feature flags and settings, from the server's configuration and the properties table. */
export const propertiesModule: FeatureModule = {
  name: 'properties',
  routes: async (app, { db, config }) => {
    await app.register(propertyRoutes, { properties: new PropertyService(db, loadLocalProperties(config)) });
  },
  // The properties table's trigger refuses writes to the properties the configuration sets.
  dataApiWriteSettings: (config) => ({ 'request.local_properties': JSON.stringify(Object.keys(loadLocalProperties(config))) }),
};
