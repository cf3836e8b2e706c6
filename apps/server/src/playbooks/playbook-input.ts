import { z } from 'zod';

const resourceId = (kind: string) => z.guid({ error: (issue) => `'${String(issue.input)}' is not a ${kind} id: an id is a uuid` }).optional();

/** The resource a request names: at most one of these (the service refuses several). */
const resourceIds = {
  config_id: resourceId('config'),
  check_id: resourceId('check'),
  component_id: resourceId('component'),
};

export const playbookIdParams = z.object({ id: z.guid({ error: (issue) => `'${String(issue.input)}' is not a playbook id: an id is a uuid` }) });

export const runIdParams = z.object({ id: z.guid({ error: (issue) => `'${String(issue.input)}' is not a run id: an id is a uuid` }) });

export const listQuery = z.strictObject(resourceIds);

/** `POST /api/playbook/:id/params`: the resource the defaults are templated against; `id` repeats the path's. */
export const paramsBody = z.strictObject({ id: z.string().optional(), ...resourceIds });

/** Values a user types are text; numbers and true/false are taken as their text. */
const parameterValue = z.union([z.string(), z.number(), z.boolean()], { error: 'must be text' }).transform(String);

export const runBody = z.strictObject({
  id: z.guid({ error: (issue) => (issue.input === undefined ? 'id is required: the playbook to run' : `'${String(issue.input)}' is not a playbook id: an id is a uuid`) }),
  ...resourceIds,
  params: z.record(z.string(), parameterValue).optional(),
});
