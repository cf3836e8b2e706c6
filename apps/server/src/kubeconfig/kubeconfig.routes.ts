import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config.ts';
import { backendAddress } from '../rbac/backend-address.ts';
import { callerOf } from '../rbac/request-caller.ts';
import type { KubeconfigService } from './kubeconfig.service.ts';

export interface KubeconfigRoutesOptions {
  kubeconfig: KubeconfigService;
  config: AppConfig;
}

/** GET /api/kubeconfig: a download, opened in a new browser tab by the user menu (spec 000 §2.5). */
export const kubeconfigRoutes: FastifyPluginAsync<KubeconfigRoutesOptions> = async (app, { kubeconfig, config }) => {
  app.get('/api/kubeconfig', { schema: { summary: 'A kubeconfig file for the caller, to use the API with kubectl' } }, async (request, reply) => {
    const file = await kubeconfig.build(callerOf(request), backendAddress(request, config), request.tokenScope);
    return reply
      .header('content-type', 'application/yaml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.yaml);
  });
};
