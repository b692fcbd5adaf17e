export { listSearch } from './listSearch';
export { loadOptions } from './loadOptions';
