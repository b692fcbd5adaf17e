export { listSearch } from './listSearch';
export { loadOptions } from './loadOptions';
export { resourceMapping } from './templateMapping';
