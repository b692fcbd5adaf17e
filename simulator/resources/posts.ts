import type { ResourceModule } from '../core/context';

// Not written yet: owned by the helper building the posts resource.
export const posts: ResourceModule = { name: 'posts', routes: [] };
