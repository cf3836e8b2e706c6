import { isPlainObject } from '#src/spec/spec-reader.ts';
import { RecordingHttpServer, type Answer, type RecordedRequest } from './recording-http-server.ts';

export interface FakeGraphOptions {
  tenant: string;
  clientId: string;
  clientSecret: string;
  plans: Record<string, readonly string[]>;
}

interface Task {
  id: string;
  planId: string;
  bucketId: string;
  title: string;
  priority: number;
  description: string;
  detailsEtag: string;
}

const graphError = (status: number, code: string, message: string): Answer => ({ status, body: { error: { code, message, innerError: { 'request-id': 'fake', date: '2026-01-01T00:00:00' } } } });

/**
 * A local server speaking Microsoft Entra's client-credentials token endpoint and Graph's Planner
 * tasks (create, details, update with If-Match), with their error bodies.
 */
export class FakeGraph {
  readonly tasks: Task[] = [];
  readonly http: RecordingHttpServer;
  private readonly token = 'fake-graph-token';

  constructor(private readonly options: FakeGraphOptions) {
    this.http = new RecordingHttpServer((request) => this.answer(request));
  }

  get requests(): RecordedRequest[] {
    return this.http.requests;
  }

  get tokenUrl(): string {
    return `${this.http.url}/${this.options.tenant}/oauth2/v2.0/token`;
  }

  start(): Promise<string> {
    return this.http.start();
  }

  stop(): Promise<void> {
    return this.http.stop();
  }

  private answer(request: RecordedRequest): Answer | undefined {
    if (request.method === 'POST' && request.path === `/${this.options.tenant}/oauth2/v2.0/token`) return this.issueToken(request.body);
    if (!request.path.startsWith('/v1.0/planner/tasks')) return undefined;
    if (request.headers.authorization !== `Bearer ${this.token}`) return graphError(401, 'InvalidAuthenticationToken', 'Access token validation failure. Invalid audience.');
    if (request.method === 'POST' && request.path === '/v1.0/planner/tasks') return this.createTask(request.body);
    const details = /^\/v1\.0\/planner\/tasks\/([^/]+)\/details$/.exec(request.path);
    const task = details ? this.tasks.find((candidate) => candidate.id === decodeURIComponent(details[1]!)) : undefined;
    if (details && !task) return graphError(404, '', 'The requested item is not found.');
    if (task && request.method === 'GET') {
      return { status: 200, body: { '@odata.etag': task.detailsEtag, id: task.id, description: task.description, previewType: 'automatic' }, headers: { etag: task.detailsEtag } };
    }
    if (task && request.method === 'PATCH') {
      if (request.headers['if-match'] !== task.detailsEtag) return graphError(412, 'PreconditionFailed', 'The If-Match header does not match the current ETag.');
      const description = isPlainObject(request.body) ? request.body.description : undefined;
      if (typeof description !== 'string') return graphError(400, 'BadRequest', 'Invalid request body.');
      task.description = description;
      task.detailsEtag = `W/"JzEtVGFza0RldGFpbHMgQEBAQEBAQEBAQEBAQEBAQCc=${this.tasks.length}"`;
      return { status: 204 };
    }
    return undefined;
  }

  private issueToken(body: unknown): Answer {
    const form = isPlainObject(body) ? body : {};
    if (form.grant_type !== 'client_credentials' || form.scope !== 'https://graph.microsoft.com/.default') {
      return { status: 400, body: { error: 'invalid_request', error_description: 'AADSTS900144: The request body must contain the following parameter: grant_type.' } };
    }
    if (form.client_id !== this.options.clientId || form.client_secret !== this.options.clientSecret) {
      return { status: 401, body: { error: 'invalid_client', error_description: 'AADSTS7000215: Invalid client secret provided.' } };
    }
    return { status: 200, body: { token_type: 'Bearer', expires_in: 3599, ext_expires_in: 3599, access_token: this.token } };
  }

  private createTask(body: unknown): Answer {
    const task = isPlainObject(body) ? body : {};
    const buckets = typeof task.planId === 'string' ? this.options.plans[task.planId] : undefined;
    if (!buckets) return graphError(404, '', 'The requested item is not found.');
    if (typeof task.bucketId !== 'string' || !buckets.includes(task.bucketId)) return graphError(400, '', 'Schema validation has failed. Validation for field \'BucketId\', on entity \'Task\' has failed: A valid bucket id must be specified.');
    if (typeof task.title !== 'string' || task.title === '') return graphError(400, '', 'Schema validation has failed. Validation for field \'Title\' has failed.');
    const created: Task = {
      id: `task-${this.tasks.length + 1}`,
      planId: task.planId as string,
      bucketId: task.bucketId,
      title: task.title,
      priority: typeof task.priority === 'number' ? task.priority : 5,
      description: '',
      detailsEtag: `W/"JzEtVGFza0RldGFpbHMgQEBAQEBAQEBAQEBAQEBAQCc=0${this.tasks.length}"`,
    };
    this.tasks.push(created);
    return { status: 201, body: { '@odata.etag': 'W/"JzEtVGFzayAgQEBAQEBAQEBAQEBAQEBARCc="', id: created.id, planId: created.planId, bucketId: created.bucketId, title: created.title, priority: created.priority, percentComplete: 0 } };
  }
}
