// The simulator's resource modules, one per resource of the node. Order matters for seeding:
// later modules may use data seeded by earlier ones (comments need published posts).
import { accounts } from './accounts/routes';
import { analytics } from './analytics/routes';
import { comments } from './comments/routes';
import { conversations } from './conversations/routes';
import type { ResourceModule } from './core/context';
import { bulkActivity } from './engagement/bulk';
import { media } from './media/routes';
import { messages } from './messages/routes';
import { posts } from './posts/routes';
import { schedules } from './schedules/routes';
import { slots } from './slots/routes';
import { sources } from './sources/routes';
import { templates } from './templates/routes';
import { visuals } from './visuals/routes';

export const RESOURCE_MODULES: ResourceModule[] = [
	accounts,
	slots,
	posts,
	schedules,
	analytics,
	comments,
	conversations,
	messages,
	templates,
	visuals,
	sources,
	media,
	bulkActivity,
];
