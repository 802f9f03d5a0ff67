import { InputAdornment, TextField } from '@mui/material';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import {
  FieldTitle,
  InputHelperText,
  useInput,
  useResourceContext,
  type InputProps,
  type Validator,
} from 'react-admin';
import { applyPhoneEdit, isCompletePhone, maskPhone, PHONE_PLACEHOLDER } from './phoneMask';

/** A validator: the phone must be complete (19 characters masked). Empty values are left to `required()`. */
export function completePhone(message = 'app.validation.phone'): Validator {
  return (value: unknown) => (value == null || value === '' || isCompletePhone(String(value)) ? undefined : message);
}

export type PhoneInputProps = Omit<InputProps, 'format' | 'parse'> & {
  autoFocus?: boolean;
  fullWidth?: boolean;
  helperText?: string | false;
  className?: string;
  showIcon?: boolean;
};

/**
 * Phone input with the mask "+998 (90) 123-45-67". It shows the masked text and puts the normalised
 * "+998901234567" into the form once the number is complete (until then, the partial masked text,
 * which the completePhone() validator rejects).
 */
export function PhoneInput(props: PhoneInputProps) {
  const { label, helperText, autoFocus, fullWidth = true, className, showIcon = true, validate, ...rest } = props;
  const resource = useResourceContext(props);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  const validators = [completePhone(), ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  const {
    field,
    fieldState: { error, invalid },
    isRequired,
    id,
  } = useInput({ ...rest, validate: validators, format: (value: unknown) => maskPhone(value as string | null) });

  useLayoutEffect(() => {
    if (pendingCaret.current !== null && inputRef.current && document.activeElement === inputRef.current) {
      inputRef.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
      pendingCaret.current = null;
    }
  });

  const shown = typeof field.value === 'string' ? field.value : '';

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const inputType = (event.nativeEvent as InputEvent).inputType;
    const edit = applyPhoneEdit(shown, text, event.target.selectionStart ?? text.length, inputType === 'deleteContentForward');
    pendingCaret.current = edit.caret;
    field.onChange(edit.value);
  };

  const showError = invalid;
  return (
    <TextField
      id={id}
      className={className}
      name={field.name}
      value={shown}
      onChange={handleChange}
      onBlur={field.onBlur}
      inputRef={(element: HTMLInputElement | null) => {
        inputRef.current = element;
        field.ref(element);
      }}
      type="tel"
      autoComplete="tel"
      autoFocus={autoFocus}
      fullWidth={fullWidth}
      placeholder={PHONE_PLACEHOLDER}
      error={showError}
      label={
        label === false ? undefined : (
          <FieldTitle label={label} source={props.source} resource={resource} isRequired={isRequired} />
        )
      }
      helperText={
        helperText === false && !showError ? undefined : (
          <InputHelperText error={showError ? error?.message : undefined} helperText={helperText} />
        )
      }
      slotProps={{
        htmlInput: { inputMode: 'tel' },
        input: showIcon
          ? {
              startAdornment: (
                <InputAdornment position="start">
                  <PhoneOutlinedIcon fontSize="small" />
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    />
  );
}
