import { Box, Typography, useTheme, type SxProps, type Theme } from '@mui/material';
import { APP_NAME } from '../config';

export interface LogoMarkProps {
  size?: number;
  /** Background of the mark; the theme's primary colour by default. */
  color?: string;
}

/** The product's mark: three buildings on a ground line, in the theme's primary colour. */
export function LogoMark({ size = 32, color }: LogoMarkProps) {
  const theme = useTheme();
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden="true"
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <rect width="64" height="64" rx="14" fill={color ?? theme.palette.primary.main} />
      <path
        d="M16 46V24l10-6v28M26 46V18l12 6v22M38 46V28l10 4v14"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <path d="M12 46h40" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </Box>
  );
}

export interface LogoProps {
  size?: number;
  color?: string;
  sx?: SxProps<Theme>;
  hideNameBelow?: 'sm' | 'md';
}

/** Mark and name (the name is the same in every language). */
export function Logo({ size = 32, color, sx, hideNameBelow }: LogoProps) {
  return (
    <Box sx={[{ display: 'flex', alignItems: 'center', gap: 1.25 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <LogoMark size={size} color={color} />
      <Typography
        component="span"
        sx={{
          fontWeight: 800,
          fontSize: size * 0.6,
          letterSpacing: '-0.02em',
          lineHeight: 1,
          display: hideNameBelow ? { xs: 'none', [hideNameBelow]: 'inline' } : 'inline',
        }}
      >
        {APP_NAME}
      </Typography>
    </Box>
  );
}
