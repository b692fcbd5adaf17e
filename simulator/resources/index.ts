// The simulator's resource modules, mirroring the node's resource map. Order matters for seeding:
// later modules may use data seeded by earlier ones (comments need published posts).
import type { ResourceModule } from '../core/context';
import { accounts } from './accounts';
import { analytics } from './analytics';
import { comments } from './comments';
import { conversations } from './conversations';
import { media } from './media';
import { posts } from './posts';
import { schedules } from './schedules';
import { slots } from './slots';
import { sources } from './sources';
import { visuals } from './visuals';

export const RESOURCE_MODULES: ResourceModule[] = [
	accounts,
	slots,
	posts,
	schedules,
	analytics,
	comments,
	conversations,
	visuals,
	sources,
	media,
];
