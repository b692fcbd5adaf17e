import type { ResourceModule } from '../core/context';

// Not written yet: owned by the helper building the slots resource.
export const slots: ResourceModule = { name: 'slots', routes: [] };
