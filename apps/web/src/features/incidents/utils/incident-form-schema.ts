import {
  DEFAULT_INCIDENT_SEVERITY,
  DEFAULT_INCIDENT_STATUS,
  DEFAULT_INCIDENT_TYPE,
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
} from '@vigil/domain';
import { z } from 'zod';

export const REQUIRED = 'This field is required';
export const SEVERITY_REQUIRED = 'Please select incident severity';
export const TYPE_REQUIRED = 'Please select an incident type';

const oneOf = (values: readonly string[], message: string) => z.string().refine((value) => values.includes(value), message);

/** The evidence a new incident may start with (spec 002 §2). */
export const EVIDENCE_KINDS = ['none', 'config', 'topology'] as const;

/** Spec 002 §5: title, type, severity and status are required; description is free text. */
export const incidentFormSchema = z
  .object({
    title: z.string().trim().min(1, REQUIRED),
    description: z.string(),
    type: oneOf(INCIDENT_TYPES, TYPE_REQUIRED),
    severity: oneOf(INCIDENT_SEVERITIES, SEVERITY_REQUIRED),
    status: oneOf(INCIDENT_STATUSES, REQUIRED),
    evidenceKind: z.enum(EVIDENCE_KINDS),
    configId: z.string(),
    componentId: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.evidenceKind === 'config' && values.configId === '') ctx.addIssue({ code: 'custom', path: ['configId'], message: REQUIRED });
    if (values.evidenceKind === 'topology' && values.componentId === '') {
      ctx.addIssue({ code: 'custom', path: ['componentId'], message: REQUIRED });
    }
  });

export type IncidentFormValues = z.infer<typeof incidentFormSchema>;

export const EMPTY_INCIDENT_FORM: IncidentFormValues = {
  title: '',
  description: '',
  type: DEFAULT_INCIDENT_TYPE,
  severity: DEFAULT_INCIDENT_SEVERITY,
  status: DEFAULT_INCIDENT_STATUS,
  evidenceKind: 'none',
  configId: '',
  componentId: '',
};
