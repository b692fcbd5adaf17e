import type { ResourceModule } from '../core/context';

// Not written yet: owned by the helper building the media resource.
export const media: ResourceModule = { name: 'media', routes: [] };
