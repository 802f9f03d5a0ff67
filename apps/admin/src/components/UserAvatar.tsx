import PersonIcon from '@mui/icons-material/Person';
import { Avatar, type SxProps, type Theme } from '@mui/material';

export interface UserAvatarProps {
  fullName?: string | null;
  imageUrl?: string | null;
  size?: number;
  sx?: SxProps<Theme>;
}

function initials(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** The profile image, or the default avatar: the user's initials (a person icon without a name). */
export function UserAvatar({ fullName, imageUrl, size = 32, sx }: UserAvatarProps) {
  const letters = initials(fullName);
  return (
    <Avatar
      src={imageUrl ?? undefined}
      alt={fullName ?? undefined}
      sx={[
        { width: size, height: size, fontSize: size * 0.4, fontWeight: 700, bgcolor: 'primary.main', color: 'primary.contrastText' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {letters || <PersonIcon sx={{ fontSize: size * 0.6 }} />}
    </Avatar>
  );
}
