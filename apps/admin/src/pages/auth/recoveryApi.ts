import { useDataProvider } from 'react-admin';
import type { ApiDataProvider } from '../../providers/dataProvider';

/** The password-recovery calls (document 2, section 7; payloads as in DESIGN.md, Auth). */
export interface RecoveryApi {
  verifyPhone(phone_number: string): Promise<unknown>;
  verifyCode(phone_number: string, code: string): Promise<{ verification_key: string }>;
  resetPassword(verification_key: string, password: string, password_confirm: string): Promise<unknown>;
}

export function useRecoveryApi(): RecoveryApi {
  const dataProvider = useDataProvider<ApiDataProvider>();
  return {
    verifyPhone: (phone_number) =>
      dataProvider.request('account/forgot-password/verify-phone', { method: 'POST', anonymous: true, body: { phone_number } }),
    verifyCode: (phone_number, code) =>
      dataProvider.request<{ verification_key: string }>('account/forgot-password/verify-code', {
        method: 'POST',
        anonymous: true,
        body: { phone_number, code },
      }),
    resetPassword: (verification_key, password, password_confirm) =>
      dataProvider.request('account/forgot-password/reset-password', {
        method: 'POST',
        anonymous: true,
        body: { verification_key, password, password_confirm },
      }),
  };
}
