import type { ResourceModule } from '../core/context';

// Not written yet: owned by the helper building the sources resource.
export const sources: ResourceModule = { name: 'sources', routes: [] };
