/** spec 1 §9: the version label in the top bar. */
export const APP_VERSION = '1.0.4';
export const APP_TITLE = 'Basin Data Management System';
