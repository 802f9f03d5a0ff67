import { toApiError } from '../../providers/apiErrors';
import { files } from '../../providers/files';
import type { UploadedImage } from './types';

/**
 * POST /api/document/upload-images/ (multipart `images`, `image_type` building) -> the stored image
 * `{id, url}`; its url works in an <img> without a token. The shared upload refreshes the token once on a 401.
 */
export async function uploadBuildingImage(file: File): Promise<UploadedImage> {
  const answer = await files.upload<UploadedImage[]>('document/upload-images', file, {
    fieldName: 'images',
    fields: { image_type: 'building' },
  });
  const image = Array.isArray(answer.body) ? answer.body[0] : undefined;
  if (!answer.ok || !image || typeof image.id !== 'number') throw toApiError(answer.status, answer.body);
  return image;
}
