import { kubeconfigFileName } from '@vigil/domain';
import { stringify } from 'yaml';
import type { Caller } from '../auth/auth-contracts.ts';
import type { AccessTokenService } from '../auth/tokens/access-token.service.ts';
import type { TokenScope } from '../auth/tokens/token-scope.ts';

/** Kubeconfig tokens live 30 days; downloading the file again gives a new one. */
export const KUBECONFIG_TOKEN_TTL_MS = 30 * 86_400_000;

export interface Kubeconfig {
  fileName: string;
  yaml: string;
  tokenId: string;
}

/** A kubeconfig whose cluster is this backend and whose user is the caller, through a fresh access token. */
export class KubeconfigService {
  constructor(private readonly tokens: AccessTokenService) {}

  async build(caller: Caller, backendUrl: string, scope: TokenScope | null): Promise<Kubeconfig> {
    const fileName = kubeconfigFileName(backendUrl);
    const clusterName = fileName.replace(/-kubeconfig\.yaml$/, '');
    const userName = caller.email ?? caller.name;
    const token = await this.tokens.create({
      name: `kubeconfig ${new Date().toISOString().slice(0, 10)}`,
      personId: caller.personId,
      expiresInMs: KUBECONFIG_TOKEN_TTL_MS,
      scope,
      createdBy: caller.personId,
      // Downloaded with an access token, the file's token never outlives that token.
      parentTokenId: caller.via === 'token' ? caller.tokenId : undefined,
    });
    const document = {
      apiVersion: 'v1',
      kind: 'Config',
      clusters: [{ name: clusterName, cluster: { server: backendUrl } }],
      users: [{ name: userName, user: { token: token.token } }],
      contexts: [{ name: clusterName, context: { cluster: clusterName, user: userName } }],
      'current-context': clusterName,
    };
    return { fileName, yaml: stringify(document), tokenId: token.id };
  }
}
