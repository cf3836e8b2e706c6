/** One line of a log as `POST /api/logs` answers it. */
export interface LogSearchLine {
  /** ISO 8601 time of the line (when the backend gives none, when it was read). */
  timestamp: string;
  message: string;
  labels: Record<string, string>;
}

/** A backend that failed while others answered: which one, and what went wrong. */
export interface LogSearchError {
  backend: string;
  message: string;
}

/** What `POST /api/logs` answers: lines newest first, at most the limit, and `more` when more matched. */
export interface LogSearchAnswer {
  total: number;
  more: boolean;
  results: LogSearchLine[];
  errors: LogSearchError[];
}

/** What `POST /api/logs` takes (docs/logs.md): a component id or backend name, which of its logs, the text, the range and how many lines. */
export interface LogSearchRequest {
  id: string;
  name?: string | undefined;
  query?: string | undefined;
  start?: string | undefined;
  end?: string | undefined;
  limit?: number | undefined;
  labels?: Record<string, string> | undefined;
}

/** One named log of a component (`components.log_selectors`) as the data API gives it. */
export interface ComponentLogSelector {
  name?: string;
  type?: string;
  labels?: Record<string, string>;
}
