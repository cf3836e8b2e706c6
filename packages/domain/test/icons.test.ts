import { describe, expect, it } from 'vitest';
import { ICON_IDS, isIconId } from '../src/icons/icon-ids.ts';
import { ICON_ALIASES } from '../src/icons/icon-aliases.ts';
import { normalizeIconName } from '../src/icons/normalize-icon-name.ts';
import { resolveIcon } from '../src/icons/resolve-icon.ts';

const idOf = (name: string | null | undefined) => {
  const resolved = resolveIcon(name);
  return resolved.kind === 'icon' ? resolved.id : `image:${resolved.src}`;
};

describe('normalizeIconName', () => {
  it.each([
    ['Kubernetes::Pod', 'k8s-pod'],
    ['AWS::EC2::Instance', 'aws-ec2-instance'],
    ['k8--deployment', 'k8s-deployment'],
    ['kubernetes', 'k8s'],
    ['K8', 'k8s'],
    ['k8s---pod', 'k8s-pod'],
    ['  Azure::VirtualMachine ', 'azure-virtualmachine'],
    ['ScalingReplicaSet', 'scalingreplicaset'],
    ['Vigil::Canary', 'vigil-canary'],
    ['sql_server', 'sql_server'],
  ])('%s -> %s', (name, expected) => {
    expect(normalizeIconName(name)).toBe(expected);
  });

  it('changes k8 and kubernetes only as whole words', () => {
    expect(normalizeIconName('kubernetesResource')).toBe('kubernetesresource');
    expect(normalizeIconName('my-k8-cluster')).toBe('my-k8s-cluster');
    expect(normalizeIconName('k8sx')).toBe('k8sx');
  });
});

describe('resolveIcon', () => {
  it('shows an http or https address as an image, and nothing else', () => {
    expect(resolveIcon('https://example.com/logo.svg')).toEqual({ kind: 'image', src: 'https://example.com/logo.svg' });
    expect(resolveIcon(' HTTP://example.com/a.png ')).toEqual({ kind: 'image', src: 'HTTP://example.com/a.png' });
    expect(resolveIcon('http')).toEqual({ kind: 'icon', id: 'http' });
    expect(resolveIcon('ftp://example.com/a.png')).toEqual({ kind: 'icon', id: 'default' });
    expect(resolveIcon('javascript:alert(1)')).toEqual({ kind: 'icon', id: 'default' });
  });

  it.each([
    ['Kubernetes::Pod', 'k8s-pod'],
    ['Kubernetes::Deployment', 'k8s-deployment'],
    ['Kubernetes::ReplicaSet', 'k8s-replicaset'],
    ['Kubernetes::StatefulSet', 'k8s-statefulset'],
    ['Kubernetes::DaemonSet', 'k8s-daemonset'],
    ['Kubernetes::Job', 'k8s-job'],
    ['Kubernetes::CronJob', 'k8s-cronjob'],
    ['Kubernetes::Service', 'k8s-service'],
    ['Kubernetes::Ingress', 'k8s-ingress'],
    ['Kubernetes::ConfigMap', 'k8s-configmap'],
    ['Kubernetes::Secret', 'k8s-secret'],
    ['Kubernetes::Namespace', 'k8s-namespace'],
    ['Kubernetes::Node', 'k8s-node'],
    ['Kubernetes::PersistentVolume', 'k8s-persistentvolume'],
    ['Kubernetes::PersistentVolumeClaim', 'k8s-persistentvolumeclaim'],
    ['Kubernetes::StorageClass', 'k8s-storageclass'],
    ['Kubernetes::ServiceAccount', 'k8s-serviceaccount'],
    ['Kubernetes::Role', 'k8s-role'],
    ['Kubernetes::ClusterRole', 'k8s-role'],
    ['Kubernetes::RoleBinding', 'k8s-rolebinding'],
    ['Kubernetes::ClusterRoleBinding', 'k8s-rolebinding'],
    ['Kubernetes::Event', 'k8s-event'],
    ['Kubernetes::HorizontalPodAutoscaler', 'k8s-horizontalpodautoscaler'],
    ['Kubernetes::Endpoints', 'k8s-endpoints'],
    ['Kubernetes::CustomResourceDefinition', 'k8s-customresourcedefinition'],
    ['Kubernetes::Certificate', 'k8s-certificate'],
    ['Kubernetes::ClusterIssuer', 'k8s-issuer'],
    ['Pod', 'k8s-pod'],
    ['k8--pod', 'k8s-pod'],
  ])('Kubernetes kind %s -> %s', (name, expected) => {
    expect(idOf(name)).toBe(expected);
  });

  it.each([
    ['http', 'http'],
    ['tcp', 'tcp'],
    ['icmp', 'icmp'],
    ['dns', 'dns'],
    ['exec', 'exec'],
    ['postgres', 'postgres'],
    ['mysql', 'mysql'],
    ['mssql', 'mssql'],
    ['sql_server', 'mssql'],
    ['redis', 'redis'],
    ['mongodb', 'mongodb'],
    ['elasticsearch', 'elasticsearch'],
    ['prometheus', 'prometheus'],
    ['alertmanager', 'alertmanager'],
    ['alertManager', 'alertmanager'],
    ['kubernetes', 'k8s'],
    ['kubernetesResource', 'k8s'],
    ['catalog', 'catalog'],
    ['folder', 'folder'],
    ['Vigil::Canary', 'canary'],
  ])('check type %s -> %s', (name, expected) => {
    expect(idOf(name)).toBe(expected);
  });

  it.each([
    ['file', 'file'],
    ['http', 'http'],
    ['sql', 'sql'],
    ['kubernetes', 'k8s'],
  ])('scraper type %s -> %s', (name, expected) => {
    expect(idOf(name)).toBe(expected);
  });

  it.each([
    ['AWS::EC2::Instance', 'aws-ec2'],
    ['AWS::S3::Bucket', 'aws-s3'],
    ['AWS::RDS::DBInstance', 'aws-rds'],
    ['AWS::Lambda::Function', 'aws-lambda'],
    ['AWS::EKS::Cluster', 'aws-eks'],
    ['AWS::IAM::Role', 'aws-iam'],
    ['AWS::EC2::VPC', 'aws-vpc'],
    ['AWS::ElasticLoadBalancingV2::LoadBalancer', 'aws-elb'],
    ['AWS::CloudWatch::Alarm', 'aws-cloudwatch'],
    ['AWS::DynamoDB::Table', 'aws-dynamodb'],
    ['AWS::SQS::Queue', 'aws-sqs'],
    ['AWS::SNS::Topic', 'aws-sns'],
    ['Azure::VirtualMachine', 'azure-vm'],
    ['Azure::AKS', 'azure-aks'],
    ['Azure::StorageAccount', 'azure-storage'],
    ['Azure::SQL', 'azure-sql'],
    ['Azure::Functions', 'azure-functions'],
    ['GCP::GKE', 'gcp-gke'],
    ['GCP::Compute::Instance', 'gcp-gce'],
    ['GCP::Storage::Bucket', 'gcp-gcs'],
    ['GCP::SQL::Instance', 'gcp-cloudsql'],
  ])('cloud service %s -> %s', (name, expected) => {
    expect(idOf(name)).toBe(expected);
  });

  it.each([
    ['postgresql', 'postgres'],
    ['MySQL', 'mysql'],
    ['mariadb', 'mariadb'],
    ['SQLServer', 'mssql'],
    ['mongo', 'mongodb'],
    ['clickhouse', 'clickhouse'],
    ['cassandra', 'cassandra'],
    ['opensearch', 'opensearch'],
    ['aws', 'aws'],
    ['azure', 'azure'],
    ['google_cloud', 'gcp'],
    ['gcs', 'gcp-gcs'],
    ['s3', 'aws-s3'],
    ['git', 'git'],
    ['github', 'github'],
    ['gitlab', 'gitlab'],
    ['azure_devops', 'azure-devops'],
    ['slack', 'slack'],
    ['email', 'email'],
    ['smtp', 'email'],
    ['jira', 'jira'],
    ['teams', 'teams'],
    ['loki', 'loki'],
    ['sftp', 'sftp'],
    ['smb', 'smb'],
    ['ntfy', 'ntfy'],
    ['telegram', 'telegram'],
    ['discord', 'discord'],
    ['pushover', 'pushover'],
    ['generic_webhook', 'webhook'],
    ['google_chat', 'googlechat'],
    ['zulip_chat', 'zulip'],
    ['ldap', 'ldap'],
    ['windows', 'windows'],
    ['restic', 'restic'],
    ['dynatrace', 'dynatrace'],
  ])('database or connection type %s -> %s', (name, expected) => {
    expect(idOf(name)).toBe(expected);
  });

  it.each([
    ['CREATE', 'verb-create'],
    ['UPDATE', 'verb-update'],
    ['DELETE', 'verb-delete'],
    ['diff', 'verb-diff'],
    ['BackOff', 'verb-backoff'],
    ['Pulled', 'verb-pull'],
    ['ScalingReplicaSet', 'verb-scale'],
    ['create-bucket', 'verb-create'],
    ['delete-pod', 'verb-delete'],
    ['restart-deployment', 'verb-restart'],
    ['pod-created', 'verb-create'],
    ['Kubernetes::Pod--deleted', 'verb-delete'],
    ['config-updated', 'verb-update'],
    ['backup-failed', 'verb-fail'],
    ['create-failed', 'verb-fail'],
    ['job-succeeded', 'verb-succeed'],
    ['pod-restarted', 'verb-restart'],
    ['deployment-scaled', 'verb-scale'],
    ['FailedAttachVolume', 'verb-fail'],
  ])('verb %s -> %s', (name, expected) => {
    expect(idOf(name)).toBe(expected);
  });

  it('falls back to the provider for unknown aws-, azure-, gcp- and k8s- names', () => {
    expect(idOf('AWS::Route53::HostedZone')).toBe('aws');
    expect(idOf('Azure::Network::PublicIp')).toBe('azure');
    expect(idOf('GCP::PubSub::Topic')).toBe('gcp');
    expect(idOf('Kubernetes::PodDisruptionBudget')).toBe('k8s');
    expect(idOf('k8-widget')).toBe('k8s');
  });

  it('gives the default icon to unknown, empty and prototype names', () => {
    expect(idOf('File::Config')).toBe('default');
    expect(idOf('something-else')).toBe('default');
    expect(idOf('')).toBe('default');
    expect(idOf(null)).toBe('default');
    expect(idOf(undefined)).toBe('default');
    expect(idOf('constructor')).toBe('default');
    expect(idOf('toString')).toBe('default');
    expect(idOf('my-constructor')).toBe('default');
    expect(idOf('aws-__proto__')).toBe('aws');
  });

  it.each(['dashboard', 'health', 'catalog', 'topology', 'incidents', 'playbooks', 'logs', 'settings'])('names the %s area of the sidebar', (name) => {
    expect(idOf(name)).toBe(name);
    expect(idOf(name.toUpperCase())).toBe(name);
  });

  it('prefers the table to the verb rules', () => {
    expect(idOf('k8s-clusterrolebinding')).toBe('k8s-rolebinding');
    expect(idOf('Kubernetes::Event')).toBe('k8s-event');
  });

  it('only aliases to icons that exist, keyed by their normalised form', () => {
    for (const [alias, id] of Object.entries(ICON_ALIASES)) {
      expect(isIconId(id), `${alias} -> ${id}`).toBe(true);
      expect(normalizeIconName(alias), alias).toBe(alias);
      expect(isIconId(alias), `${alias} is already an id`).toBe(false);
    }
    expect(new Set(ICON_IDS).size).toBe(ICON_IDS.length);
  });
});
