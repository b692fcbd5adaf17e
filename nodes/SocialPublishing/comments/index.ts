// What Comment and the New Comment trigger share: the comment filters and their query.
export * from './commentFilters';
