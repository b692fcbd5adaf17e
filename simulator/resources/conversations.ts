import type { ResourceModule } from '../core/context';

// Not written yet: owned by the helper building the conversations resource.
export const conversations: ResourceModule = { name: 'conversations', routes: [] };
