// The visual template catalog and its parts, as the service's interface exports them.
export type {
	Template,
	TemplateInput,
	TemplateInputKind,
	TemplateInputType,
	TemplateKind,
	TemplateOutput,
} from './types';
export { AI_IMAGE_MODEL_DEFAULT, AI_IMAGE_MODELS, aiImageModelCredits } from './aiImageModels';
export { TEMPLATE_FONTS } from './fonts';
export { parseTemplateId } from './ids';
export { findTemplate, TEMPLATES } from './catalog';
