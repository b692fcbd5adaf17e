export const API_PREFIX = '/v2';
export const CONTROL_PREFIX = '/__control';
