// The template a `templateId` names, matched exactly: no trimming, no case folding.
import { TEMPLATES, type Template } from '../../nodes/SocialPublishing/serviceApi';

function idForms(t: Template): string[] {
	const forms = [t.id, t.uuid, `/video-template/${t.uuid}`];
	if (t.kind) forms.push(`/base/v2/${t.kind}/${t.uuid}/v1`);
	return forms;
}

const BY_ID = new Map(TEMPLATES.flatMap((t) => idForms(t).map((id) => [id, t] as const)));

export function templateById(id: string): Template | undefined {
	return BY_ID.get(id);
}
