// Runs first in every npm script and in the server: the project needs Node 22, and nothing else
// stops it when `npm install --ignore-scripts` left out the `node` package that brings Node 22, so
// that `node` in the scripts is the system's (README, "Which Node runs").
const version = process.versions.node;
if (Number(version.split('.')[0]) < 22) {
  console.error(
    `Stagebacker needs Node 22 or newer (this is Node ${version}): run \`npm install\` without --ignore-scripts, which installs the project's Node 22 for every npm script (README, "Which Node runs").`,
  );
  process.exit(1);
}
