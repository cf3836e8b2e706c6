import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#src/config.ts';

describe('configuration from the environment', () => {
  it('defaults to loopback port 8080, ./data and the demo on the embedded database', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      demo: true,
      logLevel: 'info',
      trustProxy: false,
      publicUrl: undefined,
      registration: undefined,
      adminEmail: undefined,
      adminPassword: undefined,
      smtpUrl: undefined,
      smtpFrom: 'vigil@localhost',
      propertiesFile: undefined,
      properties: {},
      canariesDir: undefined,
      exec: true,
      execUser: 'nobody',
    });
  });

  it('reads every variable it documents', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/vigil',
      DATABASE_URL: 'postgresql://vigil:secret@db:5432/vigil',
      DEMO: 'off',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'on',
      PUBLIC_URL: 'https://vigil.example.com/',
      REGISTRATION: 'Open',
      ADMIN_EMAIL: 'Root@Example.com',
      ADMIN_PASSWORD: 'correct horse',
      SMTP_URL: 'smtp://mailer:pw@mail.example.com:2525',
      SMTP_FROM: 'ops@example.com',
      PROPERTIES_FILE: '/etc/vigil/properties.yaml',
      CANARIES_DIR: '/etc/vigil/canaries',
      PROPERTIES: 'incidents.disable=true, settings.health.disable = true,logs.query=level=error',
      EXEC: 'off',
      EXEC_USER: 'vigil-checks',
    });
    expect(config).toEqual({
      port: 9090,
      host: '127.0.0.1',
      dataDir: '/var/lib/vigil',
      databaseUrl: 'postgresql://vigil:secret@db:5432/vigil',
      demo: false,
      logLevel: 'warn',
      trustProxy: 1,
      publicUrl: 'https://vigil.example.com',
      registration: 'open',
      adminEmail: 'root@example.com',
      adminPassword: 'correct horse',
      smtpUrl: 'smtp://mailer:pw@mail.example.com:2525',
      smtpFrom: 'ops@example.com',
      propertiesFile: '/etc/vigil/properties.yaml',
      properties: { 'incidents.disable': 'true', 'settings.health.disable': 'true', 'logs.query': 'level=error' },
      canariesDir: '/etc/vigil/canaries',
      exec: false,
      execUser: 'vigil-checks',
    });
  });

  it.each([
    ['off', false],
    ['0', false],
    ['on', 1],
    ['true', 1],
    ['2', 2],
    ['10.0.0.0/8, 192.168.1.7,fd00::/8 ,loopback', ['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'loopback']],
  ])('TRUST_PROXY=%s trusts %o (a hop count, or proxy addresses and CIDRs)', (value, trusted) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trusted);
  });

  it.each([
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL', 'Invalid configuration: PUBLIC_URL must start with http:// or https:// (got "ftp://")'],
    [{ REGISTRATION: 'closed' }, 'REGISTRATION', 'Invalid configuration: REGISTRATION must be invite or open (got "closed")'],
    [{ ADMIN_EMAIL: 'root' }, 'ADMIN_EMAIL', 'Invalid configuration: ADMIN_EMAIL must be an email address (got "root")'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD', 'Invalid configuration: ADMIN_PASSWORD must have at least 8 characters'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL', 'Invalid configuration: SMTP_URL must start with smtp:// or smtps:// (got "http://")'],
    [{ PROPERTIES: 'incidents.disable' }, 'PROPERTIES', 'Invalid configuration: PROPERTIES must be name=value pairs separated by commas, e.g. incidents.disable=true,logs.disable=true (got "incidents.disable")'],
    [{ PROPERTIES: 'a=1,bad name=2' }, 'PROPERTIES', 'Invalid configuration: PROPERTIES must be name=value pairs separated by commas, e.g. incidents.disable=true,logs.disable=true (got "bad name=2")'],
    [{ PORT: '0' }, 'PORT', 'Invalid configuration: PORT must be a port number from 1 to 65535 (got "0")'],
    [{ PORT: '80a' }, 'PORT', 'Invalid configuration: PORT must be a port number from 1 to 65535 (got "80a")'],
    [{ DATABASE_URL: 'mysql://db/app' }, 'DATABASE_URL', 'Invalid configuration: DATABASE_URL must start with postgres:// or postgresql:// (got "mysql://")'],
    [{ DATABASE_URL: 'postgres://db:5432' }, 'DATABASE_URL', 'Invalid configuration: DATABASE_URL must name a database, e.g. postgres://host:5432/vigil'],
    [{ DEMO: 'sometimes' }, 'DEMO', 'Invalid configuration: DEMO must be on or off (got "sometimes")'],
    [{ HOST: 'local host' }, 'HOST', 'Invalid configuration: HOST must be an address or host name (got "local host")'],
    [{ EXEC: 'sometimes' }, 'EXEC', 'Invalid configuration: EXEC must be on or off (got "sometimes")'],
    [{ EXEC_USER: 'no body' }, 'EXEC_USER', 'Invalid configuration: EXEC_USER must be the name of an account, e.g. nobody (got "no body")'],
    [{ EXEC_USER: 'x:0:0' }, 'EXEC_USER', 'Invalid configuration: EXEC_USER must be the name of an account, e.g. nobody (got "x:0:0")'],
    [{ TRUST_PROXY: 'sometimes' }, 'TRUST_PROXY', 'Invalid configuration: TRUST_PROXY must be off, on (one proxy), a number of proxies, or proxy addresses / CIDRs separated by commas, e.g. 10.0.0.0/8,loopback (got "sometimes")'],
    [{ TRUST_PROXY: '10.0.0.0/8, 10.0.0.0/33' }, 'TRUST_PROXY', 'Invalid configuration: TRUST_PROXY must be off, on (one proxy), a number of proxies, or proxy addresses / CIDRs separated by commas, e.g. 10.0.0.0/8,loopback (got "10.0.0.0/33")'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY', 'Invalid configuration: TRUST_PROXY must be off, on (one proxy), a number of proxies, or proxy addresses / CIDRs separated by commas, e.g. 10.0.0.0/8,loopback (got "-1")'],
  ])('%o is refused with one line naming %s', (env, variable, message) => {
    const error = (() => {
      try {
        loadConfig(env);
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as ConfigError).message).toBe(message);
    expect((error as ConfigError).message).not.toContain('\n');
  });

  it('reads the access token lifetime limit and the caller cache lifetime', () => {
    expect(loadConfig({})).toMatchObject({ accessTokenMaxExpiryMs: undefined, callerCacheTtlMs: undefined });
    expect(loadConfig({ ACCESS_TOKEN_MAX_EXPIRY: '90d', CALLER_CACHE_TTL: '2s' })).toMatchObject({ accessTokenMaxExpiryMs: 90 * 86_400_000, callerCacheTtlMs: 2_000 });
    expect(loadConfig({ ACCESS_TOKEN_MAX_EXPIRY: 'Never', CALLER_CACHE_TTL: '0' })).toMatchObject({ accessTokenMaxExpiryMs: null, callerCacheTtlMs: 0 });
  });

  it('reads the limit of health check probes under way at once', () => {
    expect(loadConfig({}).maxProbesInFlight).toBeUndefined();
    expect(loadConfig({ MAX_PROBES_IN_FLIGHT: '25' }).maxProbesInFlight).toBe(25);
  });

  it.each([
    [{ MAX_PROBES_IN_FLIGHT: '0' }, 'Invalid configuration: MAX_PROBES_IN_FLIGHT must be a whole number from 1 to 10000 (got "0")'],
    [{ MAX_PROBES_IN_FLIGHT: 'many' }, 'Invalid configuration: MAX_PROBES_IN_FLIGHT must be a whole number from 1 to 10000 (got "many")'],
    [{ ACCESS_TOKEN_MAX_EXPIRY: 'a year' }, 'Invalid configuration: ACCESS_TOKEN_MAX_EXPIRY must be a duration such as 365d, 2160h or never (got "a year")'],
    [{ ACCESS_TOKEN_MAX_EXPIRY: '0' }, 'Invalid configuration: ACCESS_TOKEN_MAX_EXPIRY must be a duration such as 365d, 2160h or never (got "0")'],
    [{ CALLER_CACHE_TTL: '1.5s' }, 'Invalid configuration: CALLER_CACHE_TTL must be a duration such as 5s (or 0 for no cache) (got "1.5s")'],
    [{ CALLER_CACHE_TTL: '2m' }, 'Invalid configuration: CALLER_CACHE_TTL must be at most 60s (got "2m")'],
  ])('%o is refused with one line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(Object.keys(env)[0]!, message.replace(/^Invalid configuration: \S+ /, '')));
  });
});
