// What the contract tests of the visual endpoints share: a simulator whose visual steps take
// STEP_MS, the templates by name, valid inputs, and the create and poll requests.
import { expect422, useSimulator } from '../../helpers/simulator';
import { templateNamed } from '../../helpers/fixtures';

export const STEP_MS = 3000;

export const byName = templateNamed;
export const PROMINENT = byName('Image Slideshow with Prominent Text');
export const OVERLAYS = byName('Image Slideshow with Text Overlays');
export const CLIPS = byName('Combine Clips and Apply Basic Edits');
export const TUTORIAL = byName('Tutorial Carousel with Minimalist Flat Style');
export const WHEN_X = byName('When X then Y Text Slideshow');
export const NEWSPAPER = byName('Newspaper Infographic (V1)');

export const slide = (i: number) => ({
	image: `A bright flat-lay photo of coffee beans, number ${i}`,
	text: `Tip ${i}: grind your coffee right before you brew it.`,
});
export const prominentInputs = (n = 3) => ({
	slides: Array.from({ length: n }, (_, i) => slide(i + 1)),
});

export function useVisualsSimulator() {
	// Speed 0: the simulated clock moves only by sim.advance (no step races real time).
	const sim = useSimulator({
		rateLimits: false,
		clockSpeed: 0,
		durations: { visualStepMs: STEP_MS },
	});
	const create = (body: unknown) => sim.api().post('/videos/from-templates', body);
	const poll = (id: string) => sim.api().get(`/videos/creations/${id}`);
	const expectCreate422 = async (body: unknown, message: string | RegExp) =>
		expect422(await create(body), message);
	return { sim, create, poll, expectCreate422 };
}
