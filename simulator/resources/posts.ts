import type { ResourceModule } from '../core/context';
import { seedPosts } from '../seed/posts';

export const posts: ResourceModule = { name: 'posts', seed: seedPosts, routes: [] };
