import { InputAdornment, TextField } from '@mui/material';
import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { FieldTitle, InputHelperText, useInput, useResourceContext, type InputProps } from 'react-admin';
import { applyMoneyEdit, displayMoney, normaliseMoney } from './moneyMask';

export type MoneyInputProps = Omit<InputProps, 'format' | 'parse'> & {
  /** Shown after the amount: "UZS", "USD", "$". */
  currency?: string;
  /** 2 for amounts (default), 6 for exchange rates. */
  fractionDigits?: number;
  autoFocus?: boolean;
  fullWidth?: boolean;
  helperText?: string | false;
  className?: string;
  disabled?: boolean;
};

/** The stored decimal text of a value the form holds (API strings such as "1500.00", or numbers). */
function stored(value: unknown, fractionDigits: number): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  return /^\d+(\.\d+)?$/.test(text) ? normaliseMoney(text, fractionDigits).replace(/\.$/, '') : '';
}

/**
 * The one money input: groups thousands as the user types (ru-RU, "1 500 000,50"), accepts "," or
 * "." as the decimal separator, shows the currency, and gives the form the API's decimal text
 * ("1500000.50"), never a float.
 */
export function MoneyInput(props: MoneyInputProps) {
  const { label, helperText, autoFocus, fullWidth = true, className, currency, fractionDigits = 2, disabled, ...rest } = props;
  const resource = useResourceContext(props);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const {
    field,
    fieldState: { error, invalid },
    isRequired,
    id,
  } = useInput({ ...rest, disabled });
  const value = stored(field.value, fractionDigits);
  const [text, setText] = useState(() => displayMoney(value));

  // A value set from outside (a reset, a computed amount) replaces what is shown.
  if (normaliseMoney(text, fractionDigits).replace(/\.$/, '') !== value) {
    setText(displayMoney(value));
  }

  useLayoutEffect(() => {
    if (pendingCaret.current !== null && inputRef.current && document.activeElement === inputRef.current) {
      inputRef.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
      pendingCaret.current = null;
    }
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const edit = applyMoneyEdit(event.target.value, event.target.selectionStart ?? event.target.value.length, fractionDigits);
    pendingCaret.current = edit.caret;
    setText(edit.text);
    field.onChange(edit.value);
  };

  return (
    <TextField
      id={id}
      className={className}
      name={field.name}
      value={text}
      onChange={handleChange}
      onBlur={field.onBlur}
      inputRef={(element: HTMLInputElement | null) => {
        inputRef.current = element;
        field.ref(element);
      }}
      disabled={disabled}
      autoComplete="off"
      autoFocus={autoFocus}
      fullWidth={fullWidth}
      error={invalid}
      label={label === false ? undefined : <FieldTitle label={label} source={props.source} resource={resource} isRequired={isRequired} />}
      helperText={
        helperText === false && !invalid ? undefined : <InputHelperText error={invalid ? error?.message : undefined} helperText={helperText} />
      }
      slotProps={{
        htmlInput: { inputMode: 'decimal', style: { fontVariantNumeric: 'tabular-nums' } },
        input: currency ? { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> } : undefined,
      }}
    />
  );
}

/** A validator: an amount above zero. Empty values are left to `required()`. */
export function positiveAmount(message = 'app.validation.amount_positive') {
  return (value: unknown) => (value == null || value === '' ? undefined : /^0*(\.0*)?$/.test(String(value)) ? message : undefined);
}
