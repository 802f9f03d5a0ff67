import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import { Link } from 'react-router-dom';
import { PROFILE_PATH } from '../config';
import { Box, ButtonBase, Divider, ListItemIcon, ListItemText, Menu, MenuItem, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { useRoleLabel } from '../i18n/roleNames';
import { UserAvatar } from '../components/UserAvatar';
import { visuallyHidden } from '../components/visuallyHidden';
import { formatPhoneNumber } from '../format/format';
import { firstName, type AppIdentity } from '../providers/profile';

/**
 * The header's user menu: first word of full_name, avatar (or the default one) and role name;
 * log out asks for confirmation first (document 1, section 2).
 */
export function AppUserMenu() {
  const translate = useTranslate();
  const roleLabel = useRoleLabel();
  const logout = useLogout();
  const { identity, isPending } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const user = identity as AppIdentity | undefined;

  if (isPending) {
    return (
      <Stack direction="row" spacing={1} alignItems="center" sx={{ px: 1 }}>
        <Skeleton variant="circular" width={34} height={34} />
        <Skeleton variant="text" width={72} sx={{ display: { xs: 'none', sm: 'block' } }} />
      </Stack>
    );
  }
  if (!user) return null;

  return (
    <>
      <ButtonBase
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? 'user-menu' : undefined}
        sx={(theme) => ({
          ml: 0.5,
          px: 1,
          py: 0.5,
          gap: 1.25,
          borderRadius: `${theme.shape.borderRadius}px`,
          textAlign: 'left',
          '&:hover': { backgroundColor: theme.app.chromeHover },
        })}
      >
        <UserAvatar fullName={user.fullName} imageUrl={user.avatar} size={34} />
        <Box sx={{ display: { xs: 'none', sm: 'block' }, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }} noWrap>
            {firstName(user.fullName)}
          </Typography>
          <Typography variant="caption" sx={{ color: (theme) => theme.app.chromeMutedText, lineHeight: 1.2 }} noWrap>
            {roleLabel(user.roleName)}
          </Typography>
        </Box>
        {/* Named by what it shows (voice control finds it by the name on screen), then what it does. */}
        <Box component="span" sx={visuallyHidden}>
          {translate('app.user_menu.open')}
        </Box>
      </ButtonBase>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ px: 2, py: 1.25 }}>
          <UserAvatar fullName={user.fullName} imageUrl={user.avatar} size={40} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap>
              {user.fullName}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div" noWrap>
              {roleLabel(user.roleName)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div" noWrap>
              {formatPhoneNumber(user.phoneNumber)}
            </Typography>
          </Box>
        </Stack>
        <Divider />
        <MenuItem component={Link} to={PROFILE_PATH} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <ManageAccountsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.ui.profile.menu')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setConfirming(true);
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.user_menu.logout')}</ListItemText>
        </MenuItem>
      </Menu>
      <Confirm
        isOpen={confirming}
        title="app.user_menu.logout_title"
        content="app.user_menu.logout_content"
        confirm="app.user_menu.logout_confirm"
        cancel="ra.action.cancel"
        ConfirmIcon={LogoutIcon}
        onConfirm={() => {
          setConfirming(false);
          void logout();
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
