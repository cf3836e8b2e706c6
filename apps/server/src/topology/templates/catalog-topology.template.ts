/** What the catalog template derives its tree for. */
export interface CatalogTopologyOptions {
  /** Only this cluster (the items' `cluster` tag), whose namespaces are then the top level; every cluster otherwise. */
  clusterName?: string | undefined;
  /** Group the workloads by this tag or label instead of by cluster and namespace. */
  groupByTag?: string | undefined;
}

const NAMESPACE_TYPE = 'Kubernetes::Namespace';
const POD_TYPE = 'Kubernetes::Pod';
/** Kinds a user thinks of as what runs: the owners at the top of a pod's chain of owners. */
const WORKLOAD_TYPES = ['Kubernetes::Deployment', 'Kubernetes::StatefulSet', 'Kubernetes::DaemonSet', 'Kubernetes::CronJob'];
/** Owners between a workload and its pods; one without an owner of its own is a workload too. */
const OWNER_TYPES = ['Kubernetes::ReplicaSet', 'Kubernetes::Job'];

/**
 * The lookup's `display`, run over the selected items (`results`, with their `parent_id`: the
 * catalog's parent relationships). Each pod goes under the owner highest up its chain of owners
 * below its namespace (a Deployment through its ReplicaSet); each workload under its namespace, and
 * the namespaces under their cluster, or the workloads under the value of the chosen tag.
 * Workloads and pods are linked to their items, so their health rolls up; namespaces and clusters
 * are not (the catalog has no health for them), so theirs is their workloads'.
 */
function displayScript(options: CatalogTopologyOptions): string {
  return `
const GROUP_BY_TAG = ${JSON.stringify(options.groupByTag ?? null)};
const BY_CLUSTER = ${JSON.stringify(options.clusterName === undefined)};
const NAMESPACE = ${JSON.stringify(NAMESPACE_TYPE)};
const POD = ${JSON.stringify(POD_TYPE)};
const byId = {};
for (const item of results) byId[item.id] = item;
const labelsOf = (item) => {
  const labels = {};
  for (const source of [item.tags, item.labels]) {
    for (const key of Object.keys(source || {})) if (typeof source[key] === 'string') labels[key] = source[key];
  }
  return labels;
};
const tag = (item, key) => (item.tags || {})[key];
const componentOf = (item, children, linked) => ({
  name: item.name || item.id,
  type: item.type,
  namespace: tag(item, 'namespace'),
  external_id: item.id,
  labels: labelsOf(item),
  configs: linked ? [{ id: item.id }] : undefined,
  components: children,
});
const ownerOf = (item) => {
  let owner;
  let parent = byId[item.parent_id];
  for (let depth = 0; parent && parent.type !== NAMESPACE && depth < 10; depth += 1) {
    owner = parent;
    parent = byId[parent.parent_id];
  }
  return owner;
};
const workloads = [];
const podsOf = {};
for (const item of results) {
  if (item.type === NAMESPACE) continue;
  const owner = ownerOf(item);
  if (item.type === POD && owner) (podsOf[owner.id] = podsOf[owner.id] || []).push(item);
  else if (!owner) workloads.push(item);
}
const workloadComponent = (item) => componentOf(item, (podsOf[item.id] || []).map((pod) => componentOf(pod, [], true)), true);
const grouped = (items, keyOf, groupOf) => {
  const groups = new Map();
  const rest = [];
  for (const item of items) {
    const key = keyOf(item);
    if (key === undefined) { rest.push(item); continue; }
    if (!groups.has(key)) groups.set(key, groupOf(key, item));
    groups.get(key).components.push(item.component || item);
  }
  return [...groups.values(), ...rest.map((item) => item.component || item)];
};
let top;
if (GROUP_BY_TAG !== null) {
  // Workloads of one name from several namespaces or clusters meet in a group: their names say where they are.
  const inNamespace = (item) => (tag(item, 'namespace') || '') + '/' + item.name;
  const inCluster = (item) => (tag(item, 'cluster') || '') + '/' + inNamespace(item);
  const seen = {};
  const count = (key) => { seen[key] = (seen[key] || 0) + 1; };
  for (const item of workloads) { count(item.type + ' ' + item.name); count(item.type + ' ' + inNamespace(item)); }
  const named = workloads.map((item) => {
    const component = workloadComponent(item);
    if (seen[item.type + ' ' + inNamespace(item)] > 1) component.name = inCluster(item);
    else if (seen[item.type + ' ' + item.name] > 1) component.name = inNamespace(item);
    return { value: labelsOf(item)[GROUP_BY_TAG], component };
  });
  top = grouped(named, (entry) => entry.value, (value) => ({ name: value, type: GROUP_BY_TAG, labels: { [GROUP_BY_TAG]: value }, components: [] }));
} else {
  const namespaces = new Map();
  const namespaceOf = (cluster, name, item) => {
    const key = (cluster || '') + '/' + name;
    if (!namespaces.has(key)) {
      const component = item ? componentOf(item, [], false) : { name, type: NAMESPACE, namespace: name, labels: cluster ? { cluster } : {}, components: [] };
      namespaces.set(key, { cluster, component });
    }
    return namespaces.get(key).component;
  };
  for (const item of results) if (item.type === NAMESPACE) namespaceOf(tag(item, 'cluster'), item.name, item);
  const loose = [];
  for (const item of workloads) {
    const name = tag(item, 'namespace');
    if (name) namespaceOf(tag(item, 'cluster'), name).components.push(workloadComponent(item));
    else loose.push({ cluster: tag(item, 'cluster'), component: workloadComponent(item) });
  }
  const entries = [...namespaces.values(), ...loose];
  top = BY_CLUSTER
    ? grouped(entries, (entry) => entry.cluster, (cluster) => ({ name: cluster, type: 'Kubernetes::Cluster', labels: { cluster }, components: [] }))
    : entries.map((entry) => entry.component);
}
top;
`;
}

/**
 * A `Topology` spec that derives its components from the catalog's relationships, so a topology
 * needs no writing: Kubernetes clusters, their namespaces, the workloads in each and the pods of
 * each workload (or the workloads grouped by a tag), rebuilt on every run from what the scrapers
 * found.
 */
export function catalogTopologyTemplate(options: CatalogTopologyOptions = {}): Record<string, unknown> {
  const cluster = options.clusterName === undefined ? {} : { tagSelector: `cluster=${options.clusterName}` };
  const select = (types: string[]) => ({ types, ...cluster });
  return {
    type: options.clusterName === undefined ? 'Kubernetes' : 'Kubernetes::Cluster',
    icon: 'kubernetes',
    components: [
      {
        lookup: {
          catalog: [
            {
              name: 'kubernetes',
              selector: [select([NAMESPACE_TYPE]), select(WORKLOAD_TYPES), select(OWNER_TYPES), select([POD_TYPE])],
              display: { javascript: displayScript(options) },
            },
          ],
        },
      },
    ],
  };
}
