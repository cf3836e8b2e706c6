import { isPlainObject } from '#src/spec/spec-reader.ts';
import type { KubernetesApiSession } from './kubernetes-api.session.ts';
import { mapInFlight } from './kubernetes-request-pool.ts';
import { EXCLUDED_GROUPS, EXCLUDED_RESOURCES, type KubernetesResourceKind } from './kubernetes-scraped-kinds.ts';

/** The kinds a scrape lists, and the group versions whose resources could not be read. */
export interface KubernetesDiscovery {
  kinds: KubernetesResourceKind[];
  errors: string[];
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);

/** The resources of an APIResourceList that can be listed and are worth keeping. */
function listableKinds(groupVersion: string, list: unknown): KubernetesResourceKind[] {
  const resources = isPlainObject(list) && Array.isArray(list.resources) ? list.resources.filter(isPlainObject) : [];
  return resources
    .filter((resource) => {
      const name = typeof resource.name === 'string' ? resource.name : '';
      return name !== '' && !name.includes('/') && !EXCLUDED_RESOURCES.has(name) && strings(resource.verbs).includes('list') && typeof resource.kind === 'string';
    })
    .map((resource) => ({ kind: resource.kind as string, apiVersion: groupVersion, plural: resource.name as string, namespaced: resource.namespaced === true }));
}

/** Each group's preferred version (`apps/v1`), from an APIGroupList. */
function preferredVersions(groups: unknown): string[] {
  const list = isPlainObject(groups) && Array.isArray(groups.groups) ? groups.groups.filter(isPlainObject) : [];
  return list.flatMap((group) => {
    if (typeof group.name !== 'string' || EXCLUDED_GROUPS.has(group.name)) return [];
    const preferred = isPlainObject(group.preferredVersion) ? group.preferredVersion.groupVersion : undefined;
    const first = Array.isArray(group.versions) && isPlainObject(group.versions[0]) ? group.versions[0].groupVersion : undefined;
    const version = typeof preferred === 'string' ? preferred : first;
    return typeof version === 'string' ? [version] : [];
  });
}

/**
 * Asks the cluster what it serves: the core group (`/api`, `/api/v1`) and the preferred version of
 * every other group (`/apis`, `/apis/<group>/<version>`), custom resources included. The first two
 * answers decide whether the cluster can be read at all, so their failure is thrown; a group version
 * that cannot be read (an aggregated API that is down) is reported and the others are kept.
 */
export async function discoverKubernetesKinds(session: KubernetesApiSession, signal: AbortSignal): Promise<KubernetesDiscovery> {
  const core = await session.get('/api', {}, signal);
  const groups = await session.get('/apis', {}, signal);
  const coreVersions = isPlainObject(core) ? strings(core.versions) : [];
  const groupVersions = [...(coreVersions.includes('v1') ? ['v1'] : coreVersions.slice(0, 1)), ...preferredVersions(groups)];
  const discovery: KubernetesDiscovery = { kinds: [], errors: [] };
  const answers = await mapInFlight(groupVersions, async (groupVersion) => {
    const path = groupVersion.includes('/') ? `/apis/${groupVersion}` : `/api/${groupVersion}`;
    try {
      return { kinds: listableKinds(groupVersion, await session.get(path, {}, signal)) };
    } catch (error) {
      if (signal.aborted) throw error;
      return { error: `cannot discover the resources of ${groupVersion}: ${(error as Error).message}` };
    }
  });
  for (const answer of answers) {
    if (answer.error !== undefined) discovery.errors.push(answer.error);
    else discovery.kinds.push(...answer.kinds);
  }
  return discovery;
}
