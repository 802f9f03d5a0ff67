import AddAPhotoOutlinedIcon from '@mui/icons-material/AddAPhotoOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { toApiError } from '../providers/apiErrors';
import { files } from '../providers/files';
import { UserAvatar } from './UserAvatar';
import { useImageInput } from './useImageInput';

export interface UploadedProfileImage {
  id: number;
  url: string;
}

/** POST /api/document/upload-images/ with image_type profile (any signed-in user may) -> {id, url}. */
export async function uploadProfileImage(file: File): Promise<UploadedProfileImage> {
  const answer = await files.upload<UploadedProfileImage[]>('document/upload-images', file, {
    fieldName: 'images',
    fields: { image_type: 'profile' },
  });
  const image = Array.isArray(answer.body) ? answer.body[0] : undefined;
  if (!answer.ok || !image || typeof image.id !== 'number') throw toApiError(answer.status, answer.body);
  return image;
}

export interface AvatarInputProps {
  source: string;
  /** The name the default avatar's initials come from. */
  fullName?: string;
  /** Injected by tests. */
  upload?: (file: File) => Promise<UploadedProfileImage>;
}

/**
 * A profile photo: a round preview, "upload" / "change" and "remove". The value is the API's
 * `{id, url}` (or null); the payload sends its id.
 */
export function AvatarInput({ source, fullName = '', upload = uploadProfileImage }: AvatarInputProps) {
  const translate = useTranslate();
  const { inputRef, busy, value, url, onFile, pick, remove } = useImageInput(source, upload, 'app.ui.photo.failed');

  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ py: 1 }}>
      <Box sx={{ position: 'relative', flexShrink: 0 }}>
        <UserAvatar fullName={fullName} imageUrl={url} size={88} />
        {busy ? <CircularProgress size={96} thickness={2} sx={{ position: 'absolute', top: -4, left: -4 }} aria-label={translate('app.ui.photo.uploading')} /> : null}
      </Box>
      <Stack spacing={1} alignItems="flex-start">
        <Typography variant="body2" color="text.secondary">
          {translate('app.ui.users.photo')}
        </Typography>
        <input ref={inputRef} type="file" accept="image/jpeg,image/png,image/webp" hidden onChange={onFile} data-testid="avatar-file" />
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <Button variant="outlined" size="small" startIcon={<AddAPhotoOutlinedIcon />} onClick={pick} disabled={busy}>
            {translate(busy ? 'app.ui.photo.uploading' : url ? 'app.ui.photo.change' : 'app.ui.photo.upload')}
          </Button>
          {value ? (
            <Button size="small" color="inherit" startIcon={<DeleteOutlineIcon />} onClick={remove} disabled={busy}>
              {translate('app.ui.photo.remove')}
            </Button>
          ) : null}
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {translate('app.ui.photo.hint')}
        </Typography>
      </Stack>
    </Stack>
  );
}
