import { MongoClient, MongoParseError, MongoServerError, type Document } from 'mongodb';
import { acrossFields, needsOneOf, specObject, specString } from '#src/spec/spec-schema.ts';
import { checkBaseShape, namedCheck } from '../spec/check-base.schema.ts';
import { defineCheckType, type CheckSpecBase, type CheckType, type ProbeContext, type ProbeResult } from './check-type.ts';
import { resolveMongoTarget, type MongoTarget } from '#src/protocols/mongodb/mongodb-target.ts';
import { redactUrl, type SecretValue } from '#src/connections/probe-credentials.ts';
import { credentialsOf, credentialsShape } from '#src/connections/secret-value.schema.ts';
import { scrubSecrets } from '#src/connections/probe-target.ts';

export interface MongodbCheckSpec extends CheckSpecBase {
  /** A `connection://<namespace>/<name>` reference, or a `mongodb://` connection string. */
  connection?: string | undefined;
  /** A `mongodb://` or `mongodb+srv://` connection string; takes precedence over the connection's. */
  url?: string | undefined;
  username?: SecretValue | undefined;
  password?: SecretValue | undefined;
}

/** Share of the probe's time the driver may spend finding the server, so its reason beats the deadline. */
const SERVER_SELECTION_SHARE = 0.8;
/** The server's code for a refused login. */
const AUTHENTICATION_FAILED = 18;

const mongodbEntrySchema = acrossFields(
  needsOneOf(specObject({
    connection: specString(),
    url: specString().refine((url) => url === undefined || /^mongodb(\+srv)?:\/\//.test(url), { error: 'must start with mongodb:// or mongodb+srv://' }),
    ...credentialsShape,
    ...checkBaseShape,
  }), ['url', 'connection']),
  (entry, issue) => {
    if (entry.connection === undefined && entry.url === undefined) issue('url', 'url or connection is required');
  },
);

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** One `mongodb` entry: named after its url or connection (passwords hidden) unless named. */
const mongodbSchema = namedCheck(mongodbEntrySchema, (entry) => {
  const named = textOf(entry.url) ?? textOf(entry.connection);
  return named && redactUrl(named);
}).transform(({ username, password, auth, authentication, ...entry }): MongodbCheckSpec => ({
  ...entry,
  ...credentialsOf({ username, password, auth, authentication }),
}));

/** Keeps passwords out of what is shown and stored. */
function describeError(error: unknown, context: ProbeContext): string {
  if (context.signal.aborted) return `no answer within ${context.timeoutMs}ms`;
  if (error instanceof MongoParseError) return `the URL cannot be used: ${error.message}`;
  if (error instanceof MongoServerError) {
    const code = error.codeName ? `${error.codeName}, code ${error.code}` : `code ${error.code}`;
    const step = error.code === AUTHENTICATION_FAILED ? 'login refused' : 'ping failed';
    return `${step}: ${error.errmsg ?? error.message} (${code})`;
  }
  return `cannot reach mongodb: ${error instanceof Error ? error.message : String(error)}`;
}

function createClient(target: MongoTarget, context: ProbeContext): MongoClient {
  const auth = target.username ? { username: target.username, password: target.password } : undefined;
  return new MongoClient(target.url, {
    appName: 'vigil-health-check',
    maxPoolSize: 1,
    connectTimeoutMS: context.timeoutMs,
    socketTimeoutMS: context.timeoutMs,
    serverSelectionTimeoutMS: Math.max(1, Math.floor(context.timeoutMs * SERVER_SELECTION_SHARE)),
    ...(auth ? { auth } : {}),
  });
}

/** The server's version when it tells it; users without the right to ask still get a verdict. */
async function serverVersion(client: MongoClient, context: ProbeContext): Promise<string | undefined> {
  try {
    const info: Document = await client.db('admin').command({ buildInfo: 1 }, { signal: context.signal });
    return typeof info.version === 'string' ? info.version : undefined;
  } catch {
    return undefined;
  }
}

async function probe(spec: MongodbCheckSpec, context: ProbeContext): Promise<ProbeResult> {
  const target = await resolveMongoTarget(spec, context);
  if ('error' in target) return { pass: false, message: target.error, error: target.error, data: { ok: false } };
  if (target.password && !target.username) {
    const reason = 'a password is given without a username';
    return { pass: false, message: reason, error: reason, data: { ok: false } };
  }
  let client: MongoClient | undefined;
  try {
    client = createClient(target, context);
    const reply = await client.db('admin').command({ ping: 1 }, { signal: context.signal });
    if (reply.ok !== 1) {
      return { pass: false, message: `ping answered ok: ${String(reply.ok)}`, data: { ok: false } };
    }
    const version = await serverVersion(client, context);
    const message = version ? `ping ok (mongodb ${version})` : 'ping ok';
    return { pass: true, message, data: version ? { ok: true, version } : { ok: true } };
  } catch (error) {
    const reason = scrubSecrets(describeError(error, context), target.secrets);
    return { pass: false, message: reason, error: reason, data: { ok: false } };
  } finally {
    await client?.close().catch(() => undefined);
  }
}

/** Connects with the official driver and expects `ping` on the admin database to answer ok. */
export const mongodbCheck: CheckType<MongodbCheckSpec> = defineCheckType({
  type: 'mongodb',
  schema: mongodbSchema,
  examples: [{ name: 'orders', url: 'mongodb://mongo.internal:27017/orders' }],
  endpoint: (spec) => (spec.url ? redactUrl(spec.url) : spec.connection && redactUrl(spec.connection)),
  run: probe,
});
