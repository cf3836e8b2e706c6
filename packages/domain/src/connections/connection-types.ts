/**
 * The connection types of spec 001 §3 and their fields (§5: required fields and defaults). The web
 * form is drawn from these, and the server reads from them which fields are secret (encrypted at
 * rest, masked as `***` on every read) and which are required.
 *
 * A field is stored in a column of `connections` (`url`, `username`, `password`, `certificate`,
 * `insecure_tls`) or under `properties.<name>`. `password` and `certificate` are always secret; a
 * property is secret only when its field says so.
 */
export type ConnectionColumn = 'url' | 'username' | 'password' | 'certificate' | 'insecure_tls';
export type ConnectionFieldKey = ConnectionColumn | `properties.${string}`;

export type ConnectionFieldKind = 'text' | 'number' | 'secret' | 'textarea' | 'switch' | 'select';

export interface ConnectionField {
  key: ConnectionFieldKey;
  label: string;
  kind: ConnectionFieldKind;
  required?: boolean;
  default?: string | number | boolean;
  options?: readonly string[];
  hint?: string;
  /** Masked on read and encrypted at rest (always true for password and certificate). */
  secret?: boolean;
}

export type ConnectionGroup = 'database' | 'observability' | 'cloud' | 'source' | 'notification' | 'other';

export interface ConnectionTypeDefinition {
  type: string;
  label: string;
  group: ConnectionGroup;
  fields: readonly ConnectionField[];
  /** Not offered in the type picker (jmeter). */
  hidden?: boolean;
  /** Only notifications use it. */
  notificationOnly?: boolean;
}

const SECRET_COLUMNS: readonly ConnectionColumn[] = ['password', 'certificate'];

const url = (label = 'URL', extra: Partial<ConnectionField> = {}): ConnectionField => ({ key: 'url', label, kind: 'text', ...extra });
const username = (label = 'Username', extra: Partial<ConnectionField> = {}): ConnectionField => ({ key: 'username', label, kind: 'secret', ...extra });
const password = (label = 'Password', extra: Partial<ConnectionField> = {}): ConnectionField => ({ key: 'password', label, kind: 'secret', secret: true, ...extra });
const certificate = (label: string, extra: Partial<ConnectionField> = {}): ConnectionField => ({ key: 'certificate', label, kind: 'textarea', secret: true, ...extra });
const insecureTls: ConnectionField = { key: 'insecure_tls', label: 'Insecure TLS', kind: 'switch', default: false };
const property = (name: string, label: string, extra: Partial<ConnectionField> = {}): ConnectionField => ({ key: `properties.${name}`, label, kind: 'text', ...extra });

const database = (type: string, label: string, example: string): ConnectionTypeDefinition => ({
  type,
  label,
  group: 'database',
  fields: [url('Connection URL', { required: true, hint: example }), username('Username', { required: true }), password('Password', { required: true }), insecureTls],
});

export const CONNECTION_TYPES: readonly ConnectionTypeDefinition[] = [
  database('postgres', 'PostgreSQL', 'postgres://$(username):$(password)@db.example.com:5432/postgres'),
  database('mysql', 'MySQL', 'mysql://$(username):$(password)@tcp(db.example.com:3306)/app'),
  database('sql_server', 'SQL Server', 'sqlserver://$(username):$(password)@db.example.com:1433?database=app'),
  { type: 'http', label: 'HTTP', group: 'observability', fields: [url('URL', { required: true }), username(), password(), insecureTls] },
  { type: 'prometheus', label: 'Prometheus', group: 'observability', fields: [url('URL', { required: true }), username(), password(), insecureTls] },
  { type: 'elasticsearch', label: 'Elasticsearch', group: 'observability', fields: [url('URL', { required: true }), username(), password(), insecureTls] },
  { type: 'mongo', label: 'MongoDB', group: 'database', fields: [url('Connection URL', { required: true }), username(), password(), insecureTls] },
  { type: 'ldap', label: 'LDAP', group: 'other', fields: [url('URL', { required: true, hint: 'ldap://ldap.example.com:389' }), username('Bind DN'), password(), insecureTls] },
  { type: 'redis', label: 'Redis', group: 'database', fields: [url('Address', { required: true, hint: 'redis.example.com:6379' }), username(), password(), property('db', 'Database', { kind: 'number', default: 0 })] },
  { type: 'windows', label: 'Windows', group: 'other', fields: [username('Username', { required: true }), password('Password', { required: true }), property('domain', 'Domain')] },
  { type: 'google_cloud', label: 'Google Cloud', group: 'cloud', fields: [certificate('Service account JSON', { required: true }), url('Endpoint'), insecureTls] },
  { type: 'gcs', label: 'Google Cloud Storage', group: 'cloud', fields: [property('bucket', 'Bucket', { required: true }), certificate('Service account JSON', { required: true }), url('Endpoint')] },
  { type: 'sftp', label: 'SFTP', group: 'source', fields: [url('Host', { required: true }), property('port', 'Port', { kind: 'number', default: 22 }), username('Username', { required: true }), password('Password', { required: true }), property('path', 'Path')] },
  { type: 'aws', label: 'AWS', group: 'cloud', fields: [property('region', 'Region'), property('profile', 'Profile'), username('Access key'), password('Secret key'), url('Endpoint'), insecureTls] },
  { type: 's3', label: 'S3', group: 'cloud', fields: [property('bucket', 'Bucket', { required: true }), property('region', 'Region'), username('Access key'), password('Secret key'), url('Endpoint', { hint: 'An S3-compatible server, e.g. http://minio.example.com:9000' }), property('usePathStyle', 'Path-style addresses', { kind: 'switch', default: false }), insecureTls] },
  { type: 'kubernetes', label: 'Kubernetes', group: 'cloud', fields: [certificate('Kubeconfig', { required: true })] },
  { type: 'azure_devops', label: 'Azure DevOps', group: 'source', fields: [username('Organization', { required: true, kind: 'text' }), password('Personal access token', { required: true }), url('URL', { default: 'https://dev.azure.com' })] },
  { type: 'azure', label: 'Azure', group: 'cloud', fields: [property('tenant', 'Tenant', { required: true }), username('Client ID'), password('Client secret'), url('Endpoint')] },
  { type: 'github', label: 'GitHub', group: 'source', fields: [password('Personal access token', { required: true }), url('URL', { default: 'https://api.github.com' })] },
  { type: 'gitlab', label: 'GitLab', group: 'source', fields: [password('Personal access token', { required: true }), url('URL', { default: 'https://gitlab.com' })] },
  { type: 'restic', label: 'Restic', group: 'source', fields: [url('Repository URL', { required: true }), password('Repository password', { required: true }), username('Access key', { required: true }), property('secretKey', 'Secret key', { kind: 'secret', secret: true, required: true })] },
  { type: 'smb', label: 'SMB', group: 'source', fields: [url('Host', { required: true }), property('port', 'Port', { kind: 'number', default: 445 }), property('share', 'Share'), property('domain', 'Domain'), username(), password()] },
  { type: 'dynatrace', label: 'Dynatrace', group: 'observability', fields: [url('Host', { required: true }), password('API key', { required: true }), property('scheme', 'Scheme', { kind: 'select', options: ['https', 'http'], default: 'https' })] },
  { type: 'git', label: 'Git', group: 'source', fields: [url('Repository URL', { required: true }), property('ref', 'Ref', { default: 'main' }), property('auth', 'Authentication', { kind: 'select', options: ['basic', 'ssh'], default: 'basic' }), username(), password('Password or token'), certificate('SSH private key')] },
  { type: 'jmeter', label: 'JMeter', group: 'other', hidden: true, fields: [url('Host', { required: true }), property('port', 'Port', { kind: 'number' })] },
  { type: 'folder', label: 'Folder', group: 'other', fields: [url('Path', { required: true, hint: '/var/data or a path under the data folder' })] },
  {
    type: 'email',
    label: 'Email',
    group: 'notification',
    notificationOnly: true,
    fields: [
      url('Host', { required: true }),
      property('port', 'Port', { kind: 'number', default: 587, required: true }),
      username(),
      password(),
      property('fromAddress', 'From address', { required: true }),
      property('fromName', 'From name', { required: true }),
      property('toAddresses', 'To addresses', { hint: 'Recipients when the notification names no person or team, separated by commas' }),
      property('encryption', 'Encryption', { kind: 'select', options: ['Auto', 'None', 'ExplicitTLS', 'ImplicitTLS'], default: 'Auto', required: true }),
      property('auth', 'Auth method', { kind: 'select', options: ['Unknown', 'None', 'Plain', 'CRAMMD5', 'Login'], default: 'Unknown', required: true }),
      insecureTls,
    ],
  },
  { type: 'slack', label: 'Slack', group: 'notification', notificationOnly: true, fields: [password('Bot token', { required: true }), username('Channel', { required: true, kind: 'text' }), url('API URL', { default: 'https://slack.com/api' })] },
  { type: 'teams', label: 'Microsoft Teams', group: 'notification', notificationOnly: true, fields: [password('Webhook URL', { required: true, hint: 'https://{host}/webhookb2/...' })] },
  { type: 'discord', label: 'Discord', group: 'notification', notificationOnly: true, fields: [password('Webhook URL', { required: true, hint: 'https://discord.com/api/webhooks/{id}/{token}' })] },
  { type: 'mattermost', label: 'Mattermost', group: 'notification', notificationOnly: true, fields: [password('Webhook URL', { required: true, hint: 'https://mattermost.example.com/hooks/{key}' }), username('Channel', { kind: 'text' })] },
  { type: 'telegram', label: 'Telegram', group: 'notification', notificationOnly: true, fields: [password('Bot token', { required: true }), username('Chat ID', { required: true, kind: 'text' }), url('API URL', { default: 'https://api.telegram.org' })] },
  { type: 'ntfy', label: 'ntfy', group: 'notification', notificationOnly: true, fields: [url('Host', { default: 'https://ntfy.sh', required: true }), property('topic', 'Topic', { required: true }), username(), password('Password or access token')] },
  { type: 'pushover', label: 'Pushover', group: 'notification', notificationOnly: true, fields: [username('User key', { required: true }), password('API token', { required: true }), url('API URL', { default: 'https://api.pushover.net' })] },
  {
    type: 'generic_webhook',
    label: 'Generic webhook',
    group: 'notification',
    notificationOnly: true,
    fields: [
      url('URL', { required: true }),
      property('method', 'Method', { kind: 'select', options: ['POST', 'PUT'], default: 'POST' }),
      property('contentType', 'Content type', { default: 'application/json' }),
      property('messageKey', 'Message key', { default: 'message' }),
      property('titleKey', 'Title key', { default: 'title' }),
      username(),
      password(),
    ],
  },
  { type: 'google_chat', label: 'Google Chat', group: 'notification', notificationOnly: true, fields: [password('Webhook URL', { required: true })] },
  { type: 'ifttt', label: 'IFTTT', group: 'notification', notificationOnly: true, fields: [password('Webhook key', { required: true }), property('events', 'Events', { required: true })] },
  { type: 'matrix', label: 'Matrix', group: 'notification', notificationOnly: true, fields: [url('Host', { required: true }), username(), password(), property('rooms', 'Rooms')] },
  { type: 'opsgenie', label: 'Opsgenie', group: 'notification', notificationOnly: true, fields: [url('Host', { default: 'api.opsgenie.com', required: true }), property('port', 'Port', { kind: 'number', default: 443 }), password('API key', { required: true })] },
  { type: 'pushbullet', label: 'Pushbullet', group: 'notification', notificationOnly: true, fields: [password('Access token', { required: true }), property('targets', 'Targets', { required: true })] },
  { type: 'rocketchat', label: 'Rocket.Chat', group: 'notification', notificationOnly: true, fields: [url('Host', { required: true }), password('Webhook token', { required: true }), username('Channel', { kind: 'text' })] },
  { type: 'zulip_chat', label: 'Zulip Chat', group: 'notification', notificationOnly: true, fields: [url('Host', { required: true }), username('Bot email', { required: true, kind: 'text' }), password('Bot key', { required: true }), property('stream', 'Stream')] },
];

/**
 * A row of `connections` as every reader sees it (spec 001 §3): `password`, `certificate` and the
 * type's secret properties read `***` when a value is stored (decision 0066).
 */
export interface ConnectionRecord {
  id: string;
  name: string;
  namespace: string;
  type: string;
  url: string | null;
  username: string | null;
  password: string | null;
  certificate: string | null;
  insecure_tls: boolean;
  properties: Record<string, unknown> | null;
}

/** Namespace a connection gets when none is given. */
export const DEFAULT_CONNECTION_NAMESPACE = 'default';

/** What every secret field reads as, and what a write sends to keep the stored value. */
export const MASKED_SECRET = '***';

export function connectionType(type: string): ConnectionTypeDefinition | undefined {
  return CONNECTION_TYPES.find((definition) => definition.type === type);
}

/** Whether a field is masked and encrypted: password and certificate always, properties when marked. */
export function isSecretField(field: ConnectionField): boolean {
  return field.secret === true || (SECRET_COLUMNS as readonly string[]).includes(field.key);
}

/** The property names a type keeps secret (under `properties`). */
export function secretPropertyNames(type: string): string[] {
  return (connectionType(type)?.fields ?? [])
    .filter((field) => field.key.startsWith('properties.') && isSecretField(field))
    .map((field) => field.key.slice('properties.'.length));
}
