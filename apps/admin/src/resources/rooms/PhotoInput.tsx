import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useImageInput } from '../../components/useImageInput';
import type { UploadedImage } from './types';
import { uploadBuildingImage } from './uploadImage';

export interface PhotoInputProps {
  source: string;
  /** Injected by tests. */
  upload?: (file: File) => Promise<UploadedImage>;
}

/** The room's photo: upload (image_type building), preview, replace or remove. The value is `{id, url}`. */
export function PhotoInput({ source, upload = uploadBuildingImage }: PhotoInputProps) {
  const translate = useTranslate();
  const { inputRef, busy, value, url, onFile, pick, remove } = useImageInput(source, upload, 'resources.rooms.photo.failed');

  return (
    <Stack spacing={1.5}>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '4 / 3',
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          backgroundColor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {url ? (
          <Box component="img" src={url} alt={translate('resources.rooms.fields.photo')} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <Stack alignItems="center" spacing={0.5} sx={{ color: 'text.disabled' }}>
            <ImageOutlinedIcon sx={{ fontSize: 48 }} />
            <Typography variant="body2">{translate('resources.rooms.photo.empty')}</Typography>
          </Stack>
        )}
        {busy ? <LinearProgress sx={{ position: 'absolute', left: 0, right: 0, bottom: 0 }} aria-label={translate('resources.rooms.photo.uploading')} /> : null}
      </Box>
      <input ref={inputRef} type="file" accept="image/jpeg,image/png,image/webp" hidden onChange={onFile} data-testid="room-photo-file" />
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          onClick={pick}
          disabled={busy}
        >
          {translate(busy ? 'resources.rooms.photo.uploading' : url ? 'resources.rooms.photo.change' : 'resources.rooms.photo.upload')}
        </Button>
        {value ? (
          <Button size="small" color="inherit" startIcon={<DeleteOutlineIcon />} onClick={remove} disabled={busy}>
            {translate('resources.rooms.photo.remove')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
