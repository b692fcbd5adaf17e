// What Post → Create and Schedule → Update share: the platform modules (form fields and readers)
// and the reading and building of the `post` object ("Publish a post").
export * from './buildPost';
export * from './platforms';
export * from './draftFields';
export * from './threadSplit';
export * from './media';
