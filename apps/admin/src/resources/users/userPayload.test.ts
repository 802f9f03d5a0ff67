import { describe, expect, it } from 'vitest';
import { toUserPayload } from './userPayload';
import { passwordLength } from './validation';

describe('user form -> API body', () => {
  const record = {
    id: 3,
    phone_number: '+998901234567',
    full_name: '  Jamshid Tursunov ',
    profile_image: { id: 12, url: '/api/document/images/12/' },
    is_active: true,
    date_of_birth: '1990-05-17',
    date_joined: '2024-11-15',
    role: 2,
    role_name: 'operator',
    password: '',
  };

  it('sends only writable fields, the image as its id, and no empty password', () => {
    expect(toUserPayload(record)).toEqual({
      phone_number: '+998901234567',
      full_name: 'Jamshid Tursunov',
      role: 2,
      is_active: true,
      date_of_birth: '1990-05-17',
      date_joined: '2024-11-15',
      profile_image: 12,
    });
  });

  it('sends a new password and clears an emptied date of birth', () => {
    expect(toUserPayload({ ...record, password: 'newpass123', date_of_birth: '' })).toMatchObject({
      password: 'newpass123',
      date_of_birth: null,
    });
  });

  it('accepts 8 to 128 characters', () => {
    expect(passwordLength('1234567', {}, {} as never)).toMatchObject({ message: 'app.validation.password_length', args: { min: 8, max: 128 } });
    expect(passwordLength('12345678', {}, {} as never)).toBeUndefined();
    expect(passwordLength('x'.repeat(129), {}, {} as never)).toBeTruthy();
    expect(passwordLength('', {}, {} as never)).toBeUndefined();
  });
});
