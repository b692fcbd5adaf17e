// Media given by URL: share links of Google Drive and Dropbox become direct download links.
export * from './shareLinks';
