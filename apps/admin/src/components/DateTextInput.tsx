import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { useRef, type ChangeEvent } from 'react';
import { FieldTitle, InputHelperText, useInput, useResourceContext, useTranslate, type InputProps, type Validator } from 'react-admin';
import { isoToDisplay, isValidDateValue, parseDateText } from './dateMask';

/** Rejects incomplete or impossible dates ("31.02.2024"). */
export const validDate: Validator = (value: unknown) => (isValidDateValue(value) ? undefined : 'app.validation.date');

export type DateTextInputProps = Omit<InputProps, 'format' | 'parse'> & {
  helperText?: string | false;
  fullWidth?: boolean;
};

/**
 * A date typed as dd.mm.yyyy whatever the browser's language (native date inputs follow the
 * browser's locale), with a calendar button that opens the browser's picker. Submits "YYYY-MM-DD".
 */
export function DateTextInput(props: DateTextInputProps) {
  const { label, helperText, fullWidth = true, validate, ...rest } = props;
  const resource = useResourceContext(props);
  const translate = useTranslate();
  const pickerRef = useRef<HTMLInputElement | null>(null);
  const validators = [validDate, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  const {
    field,
    fieldState: { error, invalid },
    isRequired,
    id,
  } = useInput({ ...rest, validate: validators, format: isoToDisplay });

  const shown = typeof field.value === 'string' ? field.value : '';
  const isoValue = /^\d{4}-\d{2}-\d{2}$/.test(parseDateText(shown)) ? parseDateText(shown) : '';

  const openPicker = () => {
    const picker = pickerRef.current;
    if (!picker) return;
    if (typeof picker.showPicker === 'function') {
      try {
        picker.showPicker();
        return;
      } catch {
        // Not allowed here (e.g. no user gesture): fall back to focusing it.
      }
    }
    picker.focus();
    picker.click();
  };

  return (
    <TextField
      id={id}
      name={field.name}
      value={shown}
      onChange={(event: ChangeEvent<HTMLInputElement>) => field.onChange(parseDateText(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      fullWidth={fullWidth}
      placeholder={translate('app.common.date_placeholder')}
      error={invalid}
      autoComplete="off"
      label={
        label === false ? undefined : <FieldTitle label={label} source={props.source} resource={resource} isRequired={isRequired} />
      }
      helperText={
        helperText === false && !invalid ? undefined : (
          <InputHelperText error={invalid ? error?.message : undefined} helperText={helperText} />
        )
      }
      slotProps={{
        htmlInput: { inputMode: 'numeric' },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <Tooltip title={translate('app.common.pick_date')}>
                <IconButton edge="end" size="small" onClick={openPicker} aria-label={translate('app.common.pick_date')}>
                  <CalendarMonthOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <input
                ref={pickerRef}
                type="date"
                tabIndex={-1}
                aria-hidden="true"
                value={isoValue}
                onChange={(event) => field.onChange(event.target.value || null)}
                style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, border: 0, padding: 0 }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
