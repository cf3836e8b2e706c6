import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { openRun } from './support/open-run.tsx';
import {
  ACTION_PATH,
  ACTIONS_PATH,
  FIRST_ACTION,
  RUN_PATH,
  SECOND_ACTION,
  actionRow,
  artifactsPath,
  runRow,
  serveActionsById,
  servePlaybookRunsBasics,
} from './support/playbook-runs-api.ts';

const server = fakeServerForEachTest();

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const summaryOf = (rows: ReturnType<typeof actionRow>[]) => rows.map(({ result: _result, ...summary }) => summary);

function serveRun(run: Record<string, unknown>, actions: ReturnType<typeof actionRow>[]) {
  servePlaybookRunsBasics(server, ['viewer']).on('GET', RUN_PATH, { body: [run] }).on('GET', ACTIONS_PATH, { body: summaryOf(actions) });
  return serveActionsById(server, actions);
}

/** jsdom's Blob has no `text()`: read it as a browser's FileReader does. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const output = () => screen.getByRole('region', { name: 'Output' });

/** Catches the file the page hands the browser. */
function catchDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let blob: Blob | null = null;
  class DownloadURL extends URL {
    static override createObjectURL(made: Blob): string {
      blob = made;
      return 'blob:output';
    }
    static override revokeObjectURL(): void {}
  }
  vi.stubGlobal('URL', DownloadURL);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blob! });
  });
  return files;
}

describe('the output of a playbook run', () => {
  it('shows stdout and stderr as text, with links only for http(s) addresses and no HTML', async () => {
    serveRun(runRow(), [
      actionRow(FIRST_ACTION, 'report', 'completed', {
        stdout: 'see https://status.example.com/orders. and javascript:alert(1) or file:///etc/passwd',
        stderr: '<img src=x onerror=alert(1)><b>bold</b>',
        exitCode: 0,
      }),
    ]);
    openRun();
    const stdout = await screen.findByRole('region', { name: 'stdout' });
    const links = within(stdout).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://status.example.com/orders');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(stdout).toHaveTextContent('javascript:alert(1) or file:///etc/passwd');
    const stderr = screen.getByRole('region', { name: 'stderr' });
    expect(stderr).toHaveTextContent('<img src=x onerror=alert(1)><b>bold</b>');
    expect(stderr.querySelector('img, b')).toBeNull();
    expect(within(output()).getByText('exit code 0')).toBeInTheDocument();
  });

  it('shows a structured result as JSON, the error of a failed action, and the artifacts to download', async () => {
    serveRun(runRow({ status: 'failed' }), [
      actionRow(FIRST_ACTION, 'call-health', 'failed', { status: 503, body: { ok: false } }, { error: 'expected status 200, got 503' }),
    ]).on('GET', artifactsPath(FIRST_ACTION), { body: [{ id: 'art-1', path: 'report.txt', content_type: 'text/plain', size: 12 }] });
    openRun();
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(result).toHaveTextContent('"status": 503');
    expect(within(output()).getByRole('alert')).toHaveTextContent('expected status 200, got 503');
    const artifacts = await screen.findByRole('region', { name: 'Artifacts' });
    expect(within(artifacts).getByRole('link', { name: 'report.txt' })).toHaveAttribute(
      'href',
      `/api/playbook/run/action/${FIRST_ACTION}/artifacts/art-1`,
    );
  });

  it("says 'No result' for an action without one", async () => {
    serveRun(runRow(), [actionRow(FIRST_ACTION, 'noop', 'completed', null)]);
    openRun();
    expect(await within(await screen.findByRole('region', { name: 'Output' })).findByText('No result')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('waits for the output of an action still under way', async () => {
    serveRun(runRow({ status: 'running', end_time: null }), [actionRow(FIRST_ACTION, 'restart', 'running', null)]);
    openRun();
    expect(await within(await screen.findByRole('region', { name: 'Output' })).findByText('No output yet.')).toBeInTheDocument();
    expect(screen.queryByText('No result')).not.toBeInTheDocument();
  });

  it('downloads text output as <playbook name>-<start time>.log', async () => {
    const files = catchDownloads();
    serveRun(runRow(), [actionRow(FIRST_ACTION, 'report', 'completed', { stdout: 'line one\nline two' })]);
    openRun();
    await screen.findByRole('region', { name: 'stdout' });
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Downloaded logs')).toBeInTheDocument();
    expect(files.map((file) => file.name)).toEqual(['restart-pod-2026-11-26T10:00:05.000Z.log']);
    expect(await readBlob(files[0]!.blob)).toBe('line one\nline two');
  });

  it('downloads a structured result as .json', async () => {
    const files = catchDownloads();
    serveRun(runRow(), [actionRow(FIRST_ACTION, 'query', 'completed', { rows: [{ count: 4 }] })]);
    openRun();
    await screen.findByRole('region', { name: 'Result' });
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Downloaded logs')).toBeInTheDocument();
    expect(files[0]!.name).toBe('restart-pod-2026-11-26T10:00:05.000Z.json');
    expect(JSON.parse(await readBlob(files[0]!.blob))).toEqual({ rows: [{ count: 4 }] });
  });

  it("says 'Failed to download logs' when the output cannot be read", async () => {
    catchDownloads();
    serveRun(runRow(), [actionRow(FIRST_ACTION, 'report', 'completed', { stdout: 'hello' })]);
    openRun();
    await screen.findByRole('region', { name: 'stdout' });
    server.on('GET', ACTION_PATH, { status: 500, body: { message: 'database is down' } });
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Failed to download logs')).toBeInTheDocument();
  });

  it('reads the run every 2 s and the output every second until they are over, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const running = runRow({ status: 'running', end_time: null });
    const done = runRow({ status: 'completed' });
    const started = actionRow(FIRST_ACTION, 'build', 'running', { stdout: 'compiling' });
    const finished = actionRow(FIRST_ACTION, 'build', 'completed', { stdout: 'compiling\nbuilt' });
    servePlaybookRunsBasics(server, ['viewer'])
      .on('GET', RUN_PATH, { body: [running] }, { body: [running] }, { body: [done] })
      .on('GET', ACTIONS_PATH, { body: summaryOf([started]) }, { body: summaryOf([started]) }, { body: summaryOf([finished]) })
      .on('GET', ACTION_PATH, { body: [started] }, { body: [started] }, { body: [finished] });
    openRun();
    expect(await screen.findByRole('region', { name: 'stdout' })).toHaveTextContent('compiling');

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(screen.getByRole('region', { name: 'stdout' })).toHaveTextContent('built'));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(screen.getByLabelText('Run details')).toHaveTextContent('completed'));

    const reads = () => [RUN_PATH, ACTIONS_PATH, ACTION_PATH].map((path) => server.calls('GET', path).length);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    const settled = reads();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(reads()).toEqual(settled);
    expect(settled[0]).toBe(3);
  });

  it('follows the newest action of a live run until the user picks one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const running = runRow({ status: 'running', end_time: null });
    const first = actionRow(FIRST_ACTION, 'drain', 'completed', { stdout: 'drained' });
    const second = actionRow(SECOND_ACTION, 'restart', 'running', { stdout: 'restarting' });
    servePlaybookRunsBasics(server, ['viewer'])
      .on('GET', RUN_PATH, { body: [running] })
      .on('GET', ACTIONS_PATH, { body: summaryOf([first]) }, { body: summaryOf([first, second]) });
    serveActionsById(server, [first, second]);
    openRun();
    expect(await screen.findByRole('region', { name: 'stdout' })).toHaveTextContent('drained');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(screen.getByRole('region', { name: 'stdout' })).toHaveTextContent('restarting'));
  });
});
