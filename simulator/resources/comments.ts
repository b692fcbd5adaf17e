import type { ResourceModule } from '../core/context';

// Not written yet: owned by the helper building the comments resource.
export const comments: ResourceModule = { name: 'comments', routes: [] };
