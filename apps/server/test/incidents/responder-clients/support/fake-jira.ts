import { isPlainObject } from '#src/spec/spec-reader.ts';
import { RecordingHttpServer, type Answer, type RecordedRequest } from './recording-http-server.ts';

export interface FakeJiraOptions {
  /** The Authorization header Jira accepts (basic email:token or a bearer token). */
  authorization: string;
  projects: readonly string[];
  issueTypes: readonly string[];
  priorities: readonly string[];
}

const notAuthenticated: Answer = {
  status: 401,
  body: { errorMessages: ['You are not authenticated. Authentication required to perform this operation.'], errors: {} },
};

/** A local server speaking the part of Jira's REST API (v2 and v3) the responder client uses, with its error bodies. */
export class FakeJira {
  readonly issues: { key: string; version: string; fields: Record<string, unknown> }[] = [];
  readonly comments: { key: string; version: string; body: unknown }[] = [];
  readonly http: RecordingHttpServer;

  constructor(private readonly options: FakeJiraOptions) {
    this.http = new RecordingHttpServer((request) => this.answer(request));
  }

  get requests(): RecordedRequest[] {
    return this.http.requests;
  }

  start(): Promise<string> {
    return this.http.start();
  }

  stop(): Promise<void> {
    return this.http.stop();
  }

  private answer(request: RecordedRequest): Answer | undefined {
    const create = /^\/rest\/api\/(2|3)\/issue$/.exec(request.path);
    const comment = /^\/rest\/api\/(2|3)\/issue\/([^/]+)\/comment$/.exec(request.path);
    if (request.method !== 'POST' || (!create && !comment)) return undefined;
    if (request.headers.authorization !== this.options.authorization) return notAuthenticated;
    if (create) return this.createIssue(create[1]!, request.body);
    return this.addComment(comment![1]!, decodeURIComponent(comment![2]!), request.body);
  }

  private createIssue(version: string, body: unknown): Answer {
    const fields = isPlainObject(body) && isPlainObject(body.fields) ? body.fields : {};
    const errors: Record<string, string> = {};
    const project = isPlainObject(fields.project) ? fields.project.key : undefined;
    if (typeof project !== 'string' || !this.options.projects.includes(project)) errors.project = 'valid project is required';
    const issueType = isPlainObject(fields.issuetype) ? fields.issuetype.name : undefined;
    if (typeof issueType !== 'string' || !this.options.issueTypes.includes(issueType)) errors.issuetype = 'Specify a valid issue type';
    if (typeof fields.summary !== 'string' || fields.summary === '') errors.summary = 'You must specify a summary of the issue.';
    const priority = isPlainObject(fields.priority) ? fields.priority.name : undefined;
    if (priority !== undefined && (typeof priority !== 'string' || !this.options.priorities.includes(priority))) errors.priority = `Priority name '${String(priority)}' is not valid`;
    if (fields.description !== undefined) {
      const adf = isPlainObject(fields.description) && fields.description.type === 'doc';
      if (version === '3' && !adf) errors.description = 'Operation value must be an Atlassian Document (see the Atlassian Document Format)';
      if (version === '2' && typeof fields.description !== 'string') errors.description = 'Operation value must be a string';
    }
    if (Object.keys(errors).length > 0) return { status: 400, body: { errorMessages: [], errors } };
    const id = String(10000 + this.issues.length + 1);
    const key = `${String(project)}-${this.issues.filter((issue) => issue.key.startsWith(`${String(project)}-`)).length + 1}`;
    this.issues.push({ key, version, fields });
    return { status: 201, body: { id, key, self: `${this.http.url}/rest/api/${version}/issue/${id}` } };
  }

  private addComment(version: string, key: string, body: unknown): Answer {
    if (!this.issues.some((issue) => issue.key === key)) {
      return { status: 404, body: { errorMessages: ['Issue does not exist or you do not have permission to see it.'], errors: {} } };
    }
    const text = isPlainObject(body) ? body.body : undefined;
    if (text === undefined || text === '') return { status: 400, body: { errorMessages: [], errors: { comment: 'Comment body can not be empty!' } } };
    this.comments.push({ key, version, body: text });
    return { status: 201, body: { id: String(20000 + this.comments.length), body: text } };
  }
}
