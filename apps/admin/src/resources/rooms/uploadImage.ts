import { API_PREFIX } from '../../config';
import { toApiError, toNetworkError } from '../../providers/apiErrors';
import { buildUrl } from '../../providers/httpClient';
import { httpClient, i18nProvider } from '../../providers';
import { cookieTokenStorage, readXsrfToken } from '../../providers/tokenStorage';
import type { UploadedImage } from './types';

const UPLOAD_PATH = 'document/upload-images';

function send(form: FormData): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18nProvider.getLocale() };
  const access = cookieTokenStorage.getAccess();
  if (access) headers.Authorization = `Bearer ${access}`;
  const xsrf = readXsrfToken();
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  return fetch(buildUrl(API_PREFIX, UPLOAD_PATH), { method: 'POST', body: form, headers, credentials: 'same-origin' }).catch(() =>
    Promise.reject(toNetworkError()),
  );
}

/**
 * POST /api/document/upload-images/ (multipart `images`, `image_type` building) -> the stored image
 * `{id, url}`; its url works in an <img> without a token. Refreshes the token once on a 401.
 */
export async function uploadBuildingImage(file: File): Promise<UploadedImage> {
  const form = () => {
    const data = new FormData();
    data.append('image_type', 'building');
    data.append('images', file, file.name);
    return data;
  };
  let response = await send(form());
  if (response.status === 401 && (await httpClient.refreshTokens())) response = await send(form());
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) throw toApiError(response.status, body);
  const image = Array.isArray(body) ? (body[0] as UploadedImage | undefined) : undefined;
  if (!image || typeof image.id !== 'number') throw toApiError(response.status, null);
  return image;
}
