import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notAdminMessage } from '@quizmaster/shared/messages';
import { resultSheetCsvFailureLine, resultSheetCsvHeader, resultSheetCsvLine } from '@quizmaster/shared/result-sheet-csv';
import { renderWithProviders } from '@/test/render';
import { ExportResultsButton } from './export-results-button';

const fakeAuth = { currentUser: { getIdToken: () => Promise.resolve('admin-token') } };
vi.mock('@/lib/firebase-context', () => ({ useAuth: () => fakeAuth }));

const encoder = new TextEncoder();
const rows = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_unused, index) =>
    resultSheetCsvLine({ userName: 'Ana', userEmail: 'ana@example.com', marks: 50, grade: 'C', submittedAt: new Date(0) }, from + index),
  ).join('');

/** A fake of the API's streamed answer: the test sends the body chunk by chunk. */
function streamedAnswer(total: number) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (given) => {
      controller = given;
    },
  });
  const response = new Response(body, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8', 'x-total-rows': String(total) } });
  return {
    response,
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const fetchMock = vi.fn<typeof fetch>();
const createObjectURL = vi.fn((_file: Blob) => 'blob:results');
const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function startExport() {
  renderWithProviders(<ExportResultsButton quizId="world-capitals" quizName="World Capitals" />);
  const button = screen.getByRole('button', { name: 'Download CSV' });
  await userEvent.click(button);
  return button;
}

describe('ExportResultsButton', () => {
  it('shows the rows received against the total while it downloads, disabled, then saves the file', async () => {
    const answer = streamedAnswer(2500);
    fetchMock.mockResolvedValue(answer.response);
    const button = await startExport();
    // The export's code loads with the first export, then asks the API.
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/v1/quiz-results/world-capitals/csv', expect.objectContaining({ headers: { authorization: 'Bearer admin-token' } })),
    );

    answer.send(resultSheetCsvHeader() + rows(1, 1000));
    const bar = await screen.findByRole('progressbar', { name: 'Exporting the results' });
    await waitFor(() => expect(screen.getByText('1,000 of 2,500 rows')).toBeInTheDocument());
    expect(bar).toHaveAttribute('aria-valuetext', '1,000 of 2,500 rows');
    expect(bar).toHaveAttribute('aria-valuenow', '1000');
    expect(bar).toHaveAttribute('aria-valuemax', '2500');
    expect(button).toBeDisabled();

    answer.send(rows(1001, 2500));
    await waitFor(() => expect(screen.getByText('2,500 of 2,500 rows')).toBeInTheDocument());
    answer.end();

    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const file = createObjectURL.mock.calls[0]?.[0];
    expect(file?.size).toBe(encoder.encode(resultSheetCsvHeader() + rows(1, 2500)).length);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('world-capitals-results.csv');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so, and saves nothing, when the server reports a failure part-way', async () => {
    const answer = streamedAnswer(2500);
    fetchMock.mockResolvedValue(answer.response);
    const button = await startExport();
    answer.send(resultSheetCsvHeader() + rows(1, 1000) + resultSheetCsvFailureLine(1000));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The export failed: The export stopped after 1,000 rows because of an error on the server. Try again.');
    expect(click).not.toHaveBeenCalled();
    expect(button).toBeEnabled();
  });

  it('says so when the download ends short of the total', async () => {
    const answer = streamedAnswer(2500);
    fetchMock.mockResolvedValue(answer.response);
    await startExport();
    answer.send(resultSheetCsvHeader() + rows(1, 10));
    answer.end();
    expect(await screen.findByRole('alert')).toHaveTextContent('The download ended early: 10 of 2,500 rows. Try again.');
    expect(click).not.toHaveBeenCalled();
  });

  it("shows the spec's text for a 403 and the API's message otherwise", async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ error: 'permission-denied', message: 'Only admins may do this.' }, { status: 403 }));
    const button = await startExport();
    expect(await screen.findByRole('alert')).toHaveTextContent(`The export failed: ${notAdminMessage}`);

    fetchMock.mockResolvedValueOnce(Response.json({ error: 'not-found', message: 'No quiz has the id world-capitals.' }, { status: 404 }));
    await userEvent.click(button);
    await waitFor(() => expect(within(screen.getByRole('alert')).getByText(/No quiz has the id world-capitals\./)).toBeInTheDocument());
  });
});
