import { Box, Chip, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { maxLength, required, TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { countSms } from './smsSegments';

/** The longest text accepted (the API's bound). */
export const SMS_TEXT_MAX_LENGTH = 1000;

export const validateSmsText = [required('app.validation.required'), maxLength(SMS_TEXT_MAX_LENGTH)];

/** The characters and SMS parts of a text, with the encoding that decides them. */
export function SmsCounter({ text }: { text: string }) {
  const translate = useTranslate();
  const count = countSms(text);
  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap data-testid="sms-counter" sx={{ mt: 0.5 }}>
      <Chip
        size="small"
        variant="outlined"
        color={count.encoding === 'gsm' ? 'default' : 'info'}
        label={translate(count.encoding === 'gsm' ? 'resources.sms.counter.gsm' : 'resources.sms.counter.unicode')}
      />
      <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {translate('resources.sms.counter.summary', {
          length: count.length,
          parts: count.parts,
          per_part: count.perPart,
          remaining: count.remaining,
        })}
      </Typography>
    </Stack>
  );
}

/** The message text with its live character and part counter. */
export function SmsTextInput(props: Omit<TextInputProps, 'source'> & { source?: string }) {
  const source = props.source ?? 'text';
  const text = (useWatch({ name: source }) as string | undefined) ?? '';
  return (
    <Box sx={{ width: '100%' }}>
      <TextInput
        multiline
        minRows={4}
        maxRows={12}
        validate={validateSmsText}
        helperText={false}
        {...props}
        source={source}
      />
      <SmsCounter text={text} />
    </Box>
  );
}
