const path = require('path');
const { task, src, dest, parallel } = require('gulp');

// Copies the SVG icons next to the compiled nodes and credentials; returns the streams so gulp waits.
function copyNodeIcons() {
	return src(path.resolve('icons', '*.svg')).pipe(dest(path.resolve('dist', 'nodes', 'SocialPublishing')));
}

function copyCredentialIcons() {
	return src(path.resolve('icons', '*.svg')).pipe(dest(path.resolve('dist', 'credentials')));
}

task('build:icons', parallel(copyNodeIcons, copyCredentialIcons));
