import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { countSms, hasCyrillic, toAsciiSafe, unicodeCharacters } from './smsSegments';

export interface SmsCostSummaryProps {
  text: string;
  /** People who receive it; undefined when a group's size is unknown. */
  recipients: number | undefined;
  withGroup: boolean;
  /** Offered when the text is Unicode only because of look-alike characters. */
  onMakeAscii?: (text: string) => void;
}

/**
 * What a send costs, said before sending: how many people, how many parts each and in all, the
 * encoding, which characters force Unicode, and a one-click replacement by plain look-alikes.
 */
export function SmsCostSummary({ text, recipients, withGroup, onMakeAscii }: SmsCostSummaryProps) {
  const translate = useTranslate();
  const count = countSms(text);
  const ascii = toAsciiSafe(text);
  const asciiCount = countSms(ascii);
  const forcing = count.encoding === 'unicode' ? unicodeCharacters(text) : [];
  const canFix = count.encoding === 'unicode' && ascii !== text;
  return (
    <Stack spacing={1.25} data-testid="sms-cost">
      <Typography variant="body1" sx={{ fontWeight: 600 }} data-testid="sms-recipients">
        {recipients === undefined
          ? translate('app.ui.sms_cost.recipients_unknown')
          : translate(withGroup ? 'app.ui.sms_cost.recipients_group' : 'app.ui.sms_cost.recipients', { count: recipients })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip
          size="small"
          color={count.encoding === 'unicode' ? 'warning' : 'success'}
          variant="outlined"
          data-testid="sms-encoding"
          sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
          label={translate(count.encoding === 'unicode' ? 'app.ui.sms_cost.encoding_unicode' : 'app.ui.sms_cost.encoding_gsm')}
        />
        <Chip size="small" variant="outlined" data-testid="sms-parts" label={translate('app.ui.sms_cost.parts', { smart_count: count.parts })} />
        {recipients !== undefined ? (
          <Chip size="small" variant="outlined" data-testid="sms-total" label={translate('app.ui.sms_cost.total', { smart_count: count.parts * recipients })} />
        ) : null}
      </Stack>
      {forcing.length > 0 ? (
        <Alert severity="warning" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
          <Box sx={{ mb: canFix ? 1 : 0 }}>
            {translate('app.ui.sms_cost.unicode_chars', { chars: forcing.slice(0, 12).join(' ') })}
            {hasCyrillic(text) ? <Box component="span" sx={{ display: 'block' }}>{translate('app.ui.sms_cost.cyrillic')}</Box> : null}
          </Box>
          {canFix && onMakeAscii ? (
            <Stack direction="row" spacing={1} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button size="small" variant="outlined" color="inherit" onClick={() => onMakeAscii(ascii)}>
                {translate('app.ui.sms_cost.make_ascii')}
              </Button>
              <Typography variant="caption">{translate('app.ui.sms_cost.ascii_saves', { smart_count: asciiCount.parts })}</Typography>
            </Stack>
          ) : null}
        </Alert>
      ) : null}
    </Stack>
  );
}
