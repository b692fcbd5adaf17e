import type { ResourceModule } from '../core/context';

// Not written yet: owned by the helper building the visuals resource.
export const visuals: ResourceModule = { name: 'visuals', routes: [] };
