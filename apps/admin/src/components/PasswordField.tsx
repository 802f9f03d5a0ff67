import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, Tooltip } from '@mui/material';
import { useState } from 'react';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';

/**
 * react-admin's PasswordInput, with its show/hide button named by a tooltip as every icon button of
 * the signed-in screens is. The sign-in and reset pages keep react-admin's own: no tooltip code in
 * the first load.
 */
export function PasswordField(props: TextInputProps) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  const label = translate(visible ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden');
  return (
    <TextInput
      type={visible ? 'text' : 'password'}
      size="small"
      InputProps={{
        endAdornment: (
          <InputAdornment position="end">
            <Tooltip title={label}>
              <IconButton aria-label={label} onClick={() => setVisible((shown) => !shown)} size="small">
                {visible ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
              </IconButton>
            </Tooltip>
          </InputAdornment>
        ),
      }}
      {...props}
    />
  );
}
