import { readApiErrors, toApiError, toNetworkError } from './apiErrors';
import { buildUrl, type HttpClient, type Query } from './httpClient';
import { readXsrfToken, type TokenStorage } from './tokenStorage';

/**
 * File uploads (imports, multipart) and downloads (exports, blobs): the same token, language and
 * refresh-once-on-401 rules as the JSON client, which only speaks JSON.
 */
export interface FileTransferConfig {
  baseUrl: string;
  tokens: TokenStorage;
  getLocale: () => string;
  refreshTokens: HttpClient['refreshTokens'];
}

export interface UploadOptions {
  query?: Query;
  /** The multipart field of the file (the spec's imports use dataFile). */
  fieldName?: string;
  /** Other form fields, sent before the file (e.g. image_type of an upload). */
  fields?: Record<string, string>;
  /** 0..1 while the file goes up. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface UploadAnswer<T> {
  status: number;
  ok: boolean;
  body: T | null;
}

/** The file name of a Content-Disposition header, if any. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : null;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function createFileTransfer(config: FileTransferConfig) {
  const authHeaders = (): Record<string, string> => {
    const headers: Record<string, string> = { 'Accept-Language': config.getLocale() };
    const access = config.tokens.getAccess();
    if (access) headers.Authorization = `Bearer ${access}`;
    const xsrf = readXsrfToken();
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
    return headers;
  };

  const sendUpload = (url: string, file: File, options: UploadOptions): Promise<{ status: number; text: string }> =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', url);
      xhr.withCredentials = true;
      for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && options.onProgress) options.onProgress(event.loaded / event.total);
      };
      xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
      xhr.onerror = () => reject(toNetworkError());
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      const form = new FormData();
      for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
      form.append(options.fieldName ?? 'dataFile', file, file.name);
      xhr.send(form);
    });

  /**
   * POSTs a file as multipart form data. Answers 2xx and 400 (the per-row errors of an import) are
   * returned; anything else is thrown as the JSON client would.
   */
  const upload = async <T>(path: string, file: File, options: UploadOptions = {}): Promise<UploadAnswer<T>> => {
    const url = buildUrl(config.baseUrl, path, options.query);
    let answer = await sendUpload(url, file, options);
    if (answer.status === 401 && (await config.refreshTokens())) {
      answer = await sendUpload(url, file, options);
    }
    const body = parseJson(answer.text);
    const ok = answer.status >= 200 && answer.status < 300;
    if (ok || (answer.status === 400 && readApiErrors(body).length > 0)) {
      return { status: answer.status, ok, body: body as T };
    }
    throw toApiError(answer.status, body);
  };

  /** GETs a file with the token and saves it under the server's name, or `fallbackName`. */
  const download = async (path: string, fallbackName: string, query?: Query): Promise<void> => {
    const url = buildUrl(config.baseUrl, path, query);
    const send = async () => {
      try {
        return await window.fetch(url, { headers: authHeaders(), credentials: 'same-origin' });
      } catch {
        throw toNetworkError();
      }
    };
    let response = await send();
    if (response.status === 401 && (await config.refreshTokens())) response = await send();
    if (!response.ok) throw toApiError(response.status, parseJson(await response.text()));
    const blob = await response.blob();
    const name = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(href), 1000);
  };

  return { upload, download };
}

export type FileTransfer = ReturnType<typeof createFileTransfer>;
