import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, testUser } from 'shared-auth/testing';
import { PropertyDocumentsModal } from './PropertyDocumentsModal';
import { propertyFixture } from '../testing/fixtures';

/**
 * jsdom's XMLHttpRequest cannot be driven step by step, so this fake stands in for it: it records the request and
 * lets the test emit upload progress and the answer, as a browser would.
 */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** A File that this environment's FormData (Node's, from jest-fixed-jsdom) accepts. */
const file = (parts: string[], name: string, type = '') => new NodeFile(parts, name, { type }) as unknown as File;

/** Chooses files in the (hidden) file input, as the browser's file dialog does. */
const choose = (...files: File[]) => fireEvent.change(screen.getByTestId('document-input'), { target: { files } });

let documents: unknown[] = [];
const render = (extra = {}, property = propertyFixture()) =>
  renderWithProviders(<PropertyDocumentsModal property={property} onClose={() => {}} />, {
    paths: ['/'],
    signedInAs: testUser,
    api: { 'GET /api/properties/p-1/documents': () => ({ body: documents }), ...extra },
  });

beforeEach(() => {
  documents = [];
  FakeXhr.last = null;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
const RealXhr = globalThis.XMLHttpRequest;
afterEach(() => {
  globalThis.XMLHttpRequest = RealXhr;
});

describe('Property Documents & AI Analysis', () => {
  it('uploads several files in one request with the bearer token, shows progress, then lists them with sizes', async () => {
    render();
    expect(await screen.findByText('No documents uploaded yet.')).toBeInTheDocument();
    const files = [file(['%PDF-1.7 plan'], 'plan.pdf', 'application/pdf'), file(['notes'], 'notes.txt', 'text/plain')];
    choose(...files);
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://localhost/api/properties/p-1/documents/upload');
    expect(xhr.headers.Authorization).toBe('Bearer token-123');
    expect((xhr.body!.getAll('file') as File[]).map((f) => f.name)).toEqual(['plan.pdf', 'notes.txt']);
    act(() => xhr.progress(40, 100));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    documents = [
      { id: 2, filename: 'notes.txt', file_size: 5, uploaded_at: '2026-11-20T10:00:00Z' },
      { id: 1, filename: 'plan.pdf', file_size: 3 * 1024 * 1024, uploaded_at: '2026-11-20T10:00:00Z' },
    ];
    act(() => xhr.answer(201, { documents }));
    expect(await screen.findByText('plan.pdf')).toBeInTheDocument();
    expect(screen.getByText(/^3\.0 MB · uploaded/)).toBeInTheDocument();
    expect(screen.getByText(/^5 B · uploaded/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('shows why the text of a document could not be read', async () => {
    documents = [
      {
        id: 3,
        filename: 'bomb.docx',
        file_size: 1024,
        uploaded_at: '2026-11-20T10:00:00Z',
        extraction_status: 'failed',
        extraction_error: 'The DOCX file was refused: The archive unpacks to more than 200 MB, the most accepted.',
      },
      {
        id: 4,
        filename: 'fine.pdf',
        file_size: 1024,
        uploaded_at: '2026-11-20T10:00:00Z',
        extraction_status: 'done',
        extraction_error: null,
      },
    ];
    render();
    expect(
      await screen.findByText(
        'The text of this document could not be read: The DOCX file was refused: The archive unpacks to more than 200 MB, the most accepted.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/could not be read/)).toHaveLength(1);
  });

  it('refuses other types and files over 50 MB before sending; shows the upload error', async () => {
    render();
    await screen.findByText('No documents uploaded yet.');
    choose(file(['MZ'], 'setup.exe'));
    expect(await screen.findByText('setup.exe: only PDF, DOC, DOCX and TXT files are allowed.')).toBeInTheDocument();
    const big = file(['x'], 'big.pdf');
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 + 1 });
    choose(big);
    expect(await screen.findByText('big.pdf is larger than 50 MB.')).toBeInTheDocument();
    expect(FakeXhr.last).toBeNull();
    choose(file(['a'], 'a.txt'));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    act(() => FakeXhr.last!.onerror!());
    expect(await screen.findByText('Error uploading files. Please try again.')).toBeInTheDocument();
  });

  it('generates the summary and shows it; a refusal shows the server detail', async () => {
    documents = [{ id: 1, filename: 'plan.txt', file_size: 10, uploaded_at: '2026-11-20T10:00:00Z' }];
    let answer: { status: number; body: unknown } = { status: 400, body: { detail: 'No text could be read.' } };
    const { user } = render({ 'POST /api/properties/p-1/generate-summary': () => answer });
    const generate = await screen.findByRole('button', { name: /Generate AI Summary/ });
    await waitFor(() => expect(generate).toBeEnabled());
    await user.click(generate);
    expect(await screen.findByText('No text could be read.')).toBeInTheDocument();
    answer = { status: 502, body: { detail: 'Internal Server Error' } };
    await user.click(generate);
    expect(await screen.findByText('Error generating summary. Please try again.')).toBeInTheDocument();
    answer = {
      status: 200,
      body: {
        summary: 'A twelve storey building is proposed.',
        property_summary: 'A twelve storey building is proposed.',
        summary_updated_at: '2026-11-20T10:00:00Z',
        documents_used: 1,
      },
    };
    await user.click(generate);
    expect(await screen.findByText('AI property summary generated successfully!')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('property-summary')).getByText('A twelve storey building is proposed.'),
    ).toBeInTheDocument();
  });
});
