export const SMS_LIST_PATH = '/sms/smsList';
export const SMS_CREATE_PATH = '/sms/smsCreate';
