import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, ok } from '@/features/testing/people-harness';
import { setupI18n } from '@/test/setup-i18n';
import { FileUpload } from './file-upload';
import { readStoredUploads, useUploads } from './use-uploads';

beforeAll(() => setupI18n(['uploads']));
beforeEach(() => localStorage.removeItem('uploads'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const UPLOAD = {
  file_name: '0190a0a0-0000-7000-8000-000000000002.png',
  name: 'receipt.png',
  mime: 'image/png',
  size: 4,
  created_at: '2025-01-01T00:00:00.000Z',
  url: '/api/uploads/x',
  url_expires_at: '2025-01-01T00:05:00.000Z',
};

/** A stand-in for XMLHttpRequest that reports progress and answers with `answer`. */
function stubXhr(answer: { status: number; body: unknown }) {
  const sent: { method: string; url: string; body: unknown; headers: Record<string, string> }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private request = { method: '', url: '', body: null as unknown, headers: {} as Record<string, string> };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: unknown) {
      this.request.body = body;
      sent.push(this.request);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 2, total: 4 });
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const file = (name = 'receipt.png', bytes = 4) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('useUploads', () => {
  it('uploads with FormData and keeps (file_name, name) under localStorage.uploads', async () => {
    localStorage.setItem('access_token', 'tok');
    const sent = stubXhr({
      status: 200,
      body: { success: true, data: { upload: UPLOAD }, message: { status: 'success', description: 'File Uploaded.', details: null } },
    });
    const { result } = renderHook(() => useUploads());
    let saved: unknown;
    await act(async () => {
      saved = await result.current.upload(file());
    });
    expect(saved).toEqual(UPLOAD);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/uploads', headers: { authorization: 'Bearer tok' } });
    expect((sent[0]!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(JSON.parse(localStorage.getItem('uploads')!)).toEqual([{ file_name: UPLOAD.file_name, name: 'receipt.png' }]);
    expect(result.current.uploads).toEqual([{ file_name: UPLOAD.file_name, name: 'receipt.png' }]);
    expect(result.current.state).toMatchObject({ status: 'done' });
  });

  it('shows the server message of a refused upload and stores nothing', async () => {
    stubXhr({
      status: 415,
      body: {
        success: false,
        data: null,
        message: {
          status: 'error',
          code: 'unsupported_media_type',
          description: 'Only JPEG, PNG or WebP images and PDF files are accepted.',
          details: null,
        },
      },
    });
    const { result } = renderHook(() => useUploads());
    await act(async () => {
      await result.current.upload(file('page.png'));
    });
    expect(result.current.state).toEqual({ status: 'error', message: 'Only JPEG, PNG or WebP images and PDF files are accepted.' });
    expect(readStoredUploads()).toEqual([]);
  });

  it('tries the same file again with the same Idempotency-Key, and the next upload with a new one', async () => {
    const failed = stubXhr({
      status: 503,
      body: {
        success: false,
        data: null,
        message: { status: 'error', code: 'internal_error', description: 'Unavailable.', details: null },
      },
    });
    const { result } = renderHook(() => useUploads());
    const receipt = file();
    await act(async () => {
      await result.current.upload(receipt);
    });
    const saved = stubXhr({
      status: 200,
      body: { success: true, data: { upload: UPLOAD }, message: { status: 'success', description: 'File Uploaded.', details: null } },
    });
    await act(async () => {
      await result.current.upload(receipt); // the retry
    });
    await act(async () => {
      await result.current.upload(receipt); // a deliberate second upload
    });
    const first = failed[0]!.headers['idempotency-key'];
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved[0]!.headers['idempotency-key']).toBe(first);
    expect(saved[1]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved[1]!.headers['idempotency-key']).not.toBe(first);
  });

  it('refuses a file over 5 MB before sending it', async () => {
    const sent = stubXhr({ status: 200, body: {} });
    const { result } = renderHook(() => useUploads());
    await act(async () => {
      await result.current.upload(file('big.png', 5 * 1024 * 1024 + 1));
    });
    expect(result.current.state).toEqual({ status: 'error', message: 'The file is larger than 5 MB.' });
    expect(sent).toHaveLength(0);
  });

  it('removes a file with DELETE /uploads/{file_name} and from the stored list', async () => {
    localStorage.setItem(
      'uploads',
      JSON.stringify([
        { file_name: UPLOAD.file_name, name: 'receipt.png' },
        { file_name: 'other.pdf', name: 'b.pdf' },
      ]),
    );
    const calls = stubApi(() => ok({ file_name: UPLOAD.file_name }, 'File deleted.'));
    const { result } = renderHook(() => useUploads());
    await act(async () => {
      await result.current.remove(UPLOAD.file_name);
    });
    expect(calls[0]).toMatchObject({ method: 'DELETE' });
    expect(calls[0]!.url.pathname).toBe(`/api/uploads/${UPLOAD.file_name}`);
    expect(result.current.uploads).toEqual([{ file_name: 'other.pdf', name: 'b.pdf' }]);
  });

  it('ignores a malformed stored list', () => {
    localStorage.setItem('uploads', '{not json');
    expect(readStoredUploads()).toEqual([]);
    localStorage.setItem('uploads', JSON.stringify([{ file_name: 1 }, { file_name: 'a.png', name: 'a' }]));
    expect(readStoredUploads()).toEqual([{ file_name: 'a.png', name: 'a' }]);
  });
});

describe('FileUpload', () => {
  it('is a labelled file input that reports the upload and hands the file to the form', async () => {
    stubXhr({
      status: 200,
      body: { success: true, data: { upload: UPLOAD }, message: { status: 'success', description: 'File Uploaded.', details: null } },
    });
    const onUploaded = vi.fn();
    render(<FileUpload name="receipt" required onUploaded={onUploaded} />);
    const input = screen.getByLabelText(/^File/);
    expect(input.getAttribute('accept')).toContain('application/pdf');
    fireEvent.change(input, { target: { files: [file()] } });
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(UPLOAD));
    expect(await screen.findByText('Uploaded: receipt.png')).toBeTruthy();
  });

  it('announces a refused file as an alert', async () => {
    stubXhr({
      status: 415,
      body: {
        success: false,
        data: null,
        message: {
          status: 'error',
          code: 'unsupported_media_type',
          description: 'Only JPEG, PNG or WebP images and PDF files are accepted.',
          details: null,
        },
      },
    });
    render(<FileUpload name="receipt" onUploaded={() => undefined} />);
    fireEvent.change(screen.getByLabelText(/^File/), { target: { files: [file('x.png')] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Only JPEG, PNG or WebP images and PDF files are accepted.');
    expect(screen.getByLabelText(/^File/).getAttribute('aria-invalid')).toBe('true');
  });
});
