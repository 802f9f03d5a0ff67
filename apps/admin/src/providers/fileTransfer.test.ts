import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFileTransfer } from './fileTransfer';
import type { TokenStorage } from './tokenStorage';

/** A stand-in XMLHttpRequest that records what is sent and answers with a fixed status and body. */
function fakeXhr(answers: { status: number; body: unknown }[]) {
  const sent: { url: string; headers: Record<string, string>; form: FormData }[] = [];
  class Xhr {
    status = 0;
    responseText = '';
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    withCredentials = false;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(form: FormData) {
      sent.push({ url: this.url, headers: this.headers, form });
      const answer = answers.shift()!;
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', Xhr);
  return sent;
}

function transfer(refreshTokens = vi.fn(async () => true)) {
  let access = 'old-token';
  return {
    refreshTokens,
    setAccess: (value: string) => (access = value),
    files: createFileTransfer({
      baseUrl: '/api',
      getLocale: () => 'ru',
      refreshTokens,
      tokens: { getAccess: () => access, getRefresh: () => 'r', save: () => undefined, clear: () => undefined } satisfies TokenStorage,
    }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('file uploads', () => {
  it('sends extra form fields with the file, under the chosen field name, signed in and in the current language', async () => {
    const sent = fakeXhr([{ status: 201, body: [{ id: 5, url: '/api/document/images/ab.png' }] }]);
    const { files } = transfer();
    const progress: number[] = [];
    const file = new File(['png'], 'xona.png', { type: 'image/png' });
    const answer = await files.upload('document/upload-images', file, {
      fieldName: 'images',
      fields: { image_type: 'building' },
      onProgress: (f) => progress.push(f),
    });
    expect(answer).toEqual({ status: 201, ok: true, body: [{ id: 5, url: '/api/document/images/ab.png' }] });
    expect(sent[0].url).toBe('/api/document/upload-images/');
    expect(sent[0].headers).toMatchObject({ Authorization: 'Bearer old-token', 'Accept-Language': 'ru' });
    expect(sent[0].form.get('image_type')).toBe('building');
    expect((sent[0].form.get('images') as File).name).toBe('xona.png');
    expect([...sent[0].form.keys()]).toEqual(['image_type', 'images']);
    expect(progress).toEqual([1]);
  });

  it('refreshes the token once on a 401 and sends again', async () => {
    const sent = fakeXhr([
      { status: 401, body: { errors: [] } },
      { status: 200, body: { created: 3, rows: 3 } },
    ]);
    const t = transfer(vi.fn(async () => {
      t.setAccess('new-token');
      return true;
    }));
    const answer = await t.files.upload('import-clients', new File(['x'], 'a.xlsx'));
    expect(answer.body).toEqual({ created: 3, rows: 3 });
    expect(t.refreshTokens).toHaveBeenCalledTimes(1);
    expect(sent.map((s) => s.headers.Authorization)).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(sent[1].form.get('dataFile')).toBeInstanceOf(File);
  });

  it('returns a 400 with per-row errors, and throws any other failure', async () => {
    fakeXhr([
      { status: 400, body: { errors: [{ row: 3, field: 'floor', code: 'invalid', message: 'x' }] } },
      { status: 413, body: { errors: [{ field: null, code: 'payload_too_large', message: 'big' }] } },
    ]);
    const { files } = transfer();
    const bad = await files.upload('import-clients', new File(['x'], 'a.xlsx'));
    expect(bad.ok).toBe(false);
    expect(bad.status).toBe(400);
    await expect(files.upload('import-clients', new File(['x'], 'a.xlsx'))).rejects.toMatchObject({ status: 413 });
  });
});
