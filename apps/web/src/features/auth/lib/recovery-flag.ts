// Per tab, and kept across a reload of /reset-password: the PASSWORD_RECOVERY
// event fires once, but the user must not slip past the reset page afterwards.
const KEY = 'teamboard.recovering';

export const recoveryFlag = {
  get: (): boolean => sessionStorage.getItem(KEY) === '1',
  set: (): void => sessionStorage.setItem(KEY, '1'),
  clear: (): void => sessionStorage.removeItem(KEY),
};
