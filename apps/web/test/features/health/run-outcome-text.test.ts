import { describe, expect, it } from 'vitest';
import { runOutcomeText } from '#src/features/health/utils/run-outcome-text.ts';

describe('the outcome of a run in the history', () => {
  it('says an error the message already quotes once', () => {
    const error = 'connect ECONNREFUSED 127.0.0.1:9';
    expect(runOutcomeText(`could not connect to 127.0.0.1:9: ${error}`, error)).toBe('could not connect to 127.0.0.1:9: connect ECONNREFUSED 127.0.0.1:9');
  });

  it('keeps a message and an error that say different things, message first', () => {
    expect(runOutcomeText('status 503', 'upstream unavailable')).toBe('status 503 upstream unavailable');
  });

  it('shows the error alone when there is no message, or when the error holds the message', () => {
    expect(runOutcomeText('', 'timed out after 10000ms')).toBe('timed out after 10000ms');
    expect(runOutcomeText(null, 'timed out')).toBe('timed out');
    expect(runOutcomeText('timed out', 'timed out after 10000ms')).toBe('timed out after 10000ms');
    expect(runOutcomeText('fine', null)).toBe('fine');
  });
});
