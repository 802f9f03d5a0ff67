import { describe, expect, it } from 'vitest';
import { applyPhoneEdit, maskPhone, nationalDigits, parsePhone, type PhoneEdit } from './phoneMask';

/** Types `keys` one by one at the end of the field, as a browser reports each keystroke. */
function typeKeys(keys: string, start = ''): PhoneEdit {
  let edit: PhoneEdit = { value: start, masked: start, caret: start.length };
  for (const key of keys) {
    const text = edit.masked + key;
    edit = applyPhoneEdit(edit.masked, text, text.length);
  }
  return edit;
}

describe('phone typed key by key', () => {
  it.each([
    ['the national number', '912345678'],
    ['the national number with spaces', '91 234 56 78'],
    ['+998 and spaces', '+998 91 234 56 78'],
    ['+998 without spaces', '+998912345678'],
    ['998 without the plus', '998912345678'],
    ['998 with spaces', '998 91 234 56 78'],
    ['the masked form itself', '+998 (91) 234-56-78'],
    ['the trunk prefix 8', '8 91 234 56 78'],
  ])('%s: %s', (_how, keys) => {
    const edit = typeKeys(keys);
    expect(edit.masked).toBe('+998 (91) 234-56-78');
    expect(edit.value).toBe('+998912345678');
    expect(edit.caret).toBe(edit.masked.length);
  });

  it('keeps national numbers that start with 99 8… or 8…', () => {
    expect(typeKeys('998123456').value).toBe('+998998123456');
    expect(typeKeys('+998 99 812 34 56').value).toBe('+998998123456');
    expect(typeKeys('881234567').value).toBe('+998881234567');
    expect(typeKeys('8 88 123 45 67').value).toBe('+998881234567');
  });

  it('shows the digits as typed until the country code is certain', () => {
    expect(typeKeys('99891234').masked).toBe('+998 (99) 891-23-4');
    expect(typeKeys('9989123456').masked).toBe('+998 (91) 234-56');
  });

  it('ignores an extra digit typed after a complete number', () => {
    expect(typeKeys('9', '+998 (90) 123-45-67').value).toBe('+998901234567');
  });

  it('types over a prefilled field from the start (the whole text selected)', () => {
    const edit = applyPhoneEdit('+998 (90) 123-45-67', '9', 1);
    expect(edit.masked).toBe('+998 (9');
  });
});

describe('phone pasted', () => {
  it.each([
    '+998 91 234 56 78',
    '+998912345678',
    '998912345678',
    '998 91 234-56-78',
    '+998 (91) 234-56-78',
    '8 91 234 56 78',
    '8(91)2345678',
    '912345678',
    '91 234 56 78',
  ])('%s', (pasted) => {
    expect(nationalDigits(pasted)).toBe('912345678');
    expect(parsePhone(pasted)).toBe('+998912345678');
    expect(maskPhone(pasted)).toBe('+998 (91) 234-56-78');
    // Pasted into an empty field, or over the whole text of a filled one.
    expect(applyPhoneEdit('', pasted, pasted.length).value).toBe('+998912345678');
    expect(applyPhoneEdit('+998 (90) 111-22-33', pasted, pasted.length).value).toBe('+998912345678');
  });

  it('pasted after the +998 the field shows', () => {
    const text = '+998 (998 91 234 56 78';
    expect(applyPhoneEdit('+998 (', text, text.length).value).toBe('+998912345678');
  });
});

describe('editing in the middle', () => {
  it('keeps the caret after the inserted digit', () => {
    // "+998 (90) 12-45-67" missing a 3: caret after "12", a 3 typed.
    const edit = applyPhoneEdit('+998 (90) 124-56-7', '+998 (90) 1234-56-7', 13);
    expect(edit.masked).toBe('+998 (90) 123-45-67');
    expect(edit.caret).toBe(13);
  });
});
