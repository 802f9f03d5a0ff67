import { describe, expect, it } from 'vitest';
import { returnPathAfterSignIn, signInUrl } from './signInRedirect';

describe('sign-in redirect', () => {
  it('keeps the requested page in ?next=', () => {
    expect(signInUrl('/clients/clientsList')).toBe('/auth/sign-in?next=%2Fclients%2FclientsList');
    expect(signInUrl('/lids/lidsList', '?tab=2')).toBe('/auth/sign-in?next=%2Flids%2FlidsList%3Ftab%3D2');
    expect(signInUrl('/')).toBe('/auth/sign-in');
    expect(signInUrl('/auth/lock')).toBe('/auth/sign-in');
  });

  it('returns to ?next=, else to react-admin state, else to the dashboard', () => {
    expect(returnPathAfterSignIn('?next=%2Fclients%2FclientsList', null)).toBe('/clients/clientsList');
    expect(returnPathAfterSignIn('', { nextPathname: '/sms/smsList', nextSearch: '?page=2' })).toBe('/sms/smsList?page=2');
    expect(returnPathAfterSignIn('', { nextPathname: '/' })).toBe('/dashboard');
    expect(returnPathAfterSignIn('', undefined)).toBe('/dashboard');
  });

  it('never leaves the app or loops into the sign-in area', () => {
    for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/auth/sign-in', '/auth']) {
      expect(returnPathAfterSignIn(`?next=${encodeURIComponent(next)}`, null)).toBe('/dashboard');
    }
  });
});
