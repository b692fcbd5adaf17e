import type { ResourceModule } from '../core/context';

// Not written yet: owned by the helper building the schedules resource.
export const schedules: ResourceModule = { name: 'schedules', routes: [] };
