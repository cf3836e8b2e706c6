/** How long each table keeps check results (contract §5): raw statuses 30 days, hourly rollups 90, daily 270. */
export const RETENTION_DAYS = { raw: 30, hourly: 90, daily: 270 } as const;
