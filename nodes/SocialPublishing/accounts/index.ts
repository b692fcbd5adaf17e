// Connected accounts: labels, the cached list, the locators of the forms and their lists.
export * from './accounts';
export * from './accountFields';
export * from './lists';
