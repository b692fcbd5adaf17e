import type { ResourceModule } from '../core/context';

// Not written yet: owned by the helper building the analytics resource.
export const analytics: ResourceModule = { name: 'analytics', routes: [] };
