import pg from 'pg';

/** The channel the scheduler's trigger announces changed schedulable resources on. */
export const SCHEDULE_CHANGES_CHANNEL = 'job_schedule_changes';

export interface ScheduleChangeListener {
  close(): Promise<void>;
}

/**
 * Listens on PostgreSQL for changes to scheduled resources (a dedicated connection, as LISTEN
 * needs one) and calls `onChange` with the resource type. Losing the connection is reported and
 * not retried: the schedulers' polling still finds every change, a little later.
 */
export async function listenForScheduleChanges(
  connectionString: string,
  onChange: (resourceType: string) => void,
  onError: (error: Error) => void,
): Promise<ScheduleChangeListener> {
  const client = new pg.Client({ connectionString });
  client.on('error', onError);
  await client.connect();
  client.on('notification', (message) => {
    if (message.channel === SCHEDULE_CHANGES_CHANNEL) onChange(message.payload ?? '');
  });
  await client.query(`LISTEN ${SCHEDULE_CHANGES_CHANNEL}`);
  return { close: () => client.end() };
}
