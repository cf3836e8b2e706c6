import type { FeatureModule } from '../modules/feature-module.ts';
import { kubeconfigRoutes } from './kubeconfig.routes.ts';
import { KubeconfigService } from './kubeconfig.service.ts';

/** A kubeconfig that reaches this server with a fresh access token. */
export const kubeconfigModule: FeatureModule = {
  name: 'kubeconfig',
  routes: async (app, { tokens, config }) => {
    await app.register(kubeconfigRoutes, { kubeconfig: new KubeconfigService(tokens), config });
  },
};
