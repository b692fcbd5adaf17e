const path = require('path');
const { task, src, dest } = require('gulp');

// Copies the SVG icons to dist/icons, where the node and credential point (`file:../../icons/...`).
// Returns the stream so gulp waits for it.
function copyIcons() {
	return src(path.resolve('icons', '*.svg')).pipe(dest(path.resolve('dist', 'icons')));
}

task('build:icons', copyIcons);
