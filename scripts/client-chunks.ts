/**
 * How the browser build groups modules into chunks (`vite.config.ts`). Left to itself the
 * bundler gives every set of pages that shares some modules a chunk of its own: a project page
 * then fetched some 45 files, and the browser spends about 2 ms of main thread on each request
 * it starts, all in one task. The groups below bring that down without growing the landing
 * page (a budget of 100 KB) or the sign-up page (150 KB): a project page fetches about a dozen.
 */
import path from 'node:path';

interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

interface ChunkGroup {
  name: (moduleId: string, graph: ModuleGraph) => string | null;
  includeDependenciesRecursively: boolean;
}

const client = (file: string) => path.resolve(import.meta.dirname, '..', 'client', file);
const entry = client('main.tsx');
const appStart = client('start-app.tsx');
const landingPage = client('pages/landing.tsx');

const icon = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]/;
/** The icons' index, which re-exports every icon that any page uses. */
const iconIndex = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/**
 * The modules `root` imports statically, directly or not, and itself. Through the icons' index
 * that would be every page's icons, so the modules walked must import theirs one by one.
 */
function staticImportsOf(root: string, graph: ModuleGraph): Set<string> {
  const found = new Set<string>();
  const visit = (moduleId: string) => {
    if (found.has(moduleId)) return;
    if (iconIndex.test(moduleId)) {
      throw new Error(`${path.basename(root)} imports an icon from 'lucide-react': import it from 'lucide-react/icons/<name>'.`);
    }
    found.add(moduleId);
    graph.getModuleInfo(moduleId)?.importedIds.forEach(visit);
  };
  visit(root);
  return found;
}

/** Radix's index, which re-exports every primitive: `radix-ui/<name>` imports one. */
const radixIndex = /[\\/]node_modules[\\/]radix-ui[\\/]dist[\\/]index\.mjs$/;

/**
 * The modules `root` imports statically, directly or not, and itself. The icons' index is not
 * followed (the icons have chunks of their own); Radix's would make every module that uses one
 * primitive seem to use them all, so it is refused.
 */
function reachedFrom(root: string, graph: ModuleGraph): Set<string> {
  const found = new Set<string>();
  const visit = (moduleId: string) => {
    if (radixIndex.test(moduleId)) throw new Error(`A module imports from 'radix-ui': import the primitive from 'radix-ui/<name>'.`);
    if (found.has(moduleId) || iconIndex.test(moduleId)) return;
    found.add(moduleId);
    graph.getModuleInfo(moduleId)?.importedIds.forEach(visit);
  };
  visit(root);
  return found;
}

type Membership = (moduleId: string) => boolean;

/** Names a group's chunk; who belongs is worked out at the first module asked about (`vite build` builds once). */
function groupNamed(name: string, membershipIn: (graph: ModuleGraph) => Membership): ChunkGroup['name'] {
  let belongs: Membership | null = null;
  return (moduleId, graph) => ((belongs ??= membershipIn(graph))(moduleId) ? name : null);
}

/** What every page runs: the app that `start-app.tsx` starts, less what the entry script holds. */
function appModules(graph: ModuleGraph): Set<string> {
  const inEntry = staticImportsOf(entry, graph);
  return new Set([...staticImportsOf(appStart, graph)].filter((moduleId) => !inEntry.has(moduleId)));
}

function inApp(graph: ModuleGraph): Membership {
  const modules = appModules(graph);
  return (moduleId) => modules.has(moduleId);
}

/** The parts the app loads when needed (toasts, the phone menu, the account menu, the bell): any page may load them. */
function lazyAppParts(graph: ModuleGraph, app: Set<string>): string[] {
  return [...app].flatMap((moduleId) => graph.getModuleInfo(moduleId)?.dynamicallyImportedIds ?? []);
}

/**
 * The pages' icons, one chunk for all of them. The landing page's icons and the app's (its lazy
 * parts' included) stay out of it, so the landing page never loads the others.
 */
function isPageIcon(graph: ModuleGraph): Membership {
  const app = appModules(graph);
  const notShared = new Set([
    ...app,
    ...staticImportsOf(landingPage, graph),
    ...lazyAppParts(graph, app).flatMap((part) => [...staticImportsOf(part, graph)]),
  ]);
  return (moduleId) => icon.test(moduleId) && !notShared.has(moduleId);
}

/** The signed-in header's menus, fetched before every signed-in page hydrates. */
const signedInHeaderParts = [client('app-shell/user-menu.tsx'), client('features/notifications/notification-bell.tsx')];
/** The pages with budgets for a signed-in visitor (200 KB, 25 requests): the dashboard and the project page. */
const dashboardPage = client('pages/dashboard.tsx');
const projectPage = client('pages/tour.tsx');
const signupPage = client('pages/signup.tsx');
const nodeModule = /[\\/]node_modules[\\/]/;
const zod = /[\\/]node_modules[\\/]zod[\\/]/;
const formLibraries = /[\\/]node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/;

/**
 * Where the modules outside the app go, worked out once. Left to the bundler, the dashboard
 * fetched 38 files, most of a few hundred bytes. The landing page's modules and the sign-up
 * page's stay where the bundler puts them, so their budgets (100 and 150 KB) carry no other
 * page's code. Of the rest:
 * - zod, and the form library, each in a chunk (sign-up, sign-in and create-project need both;
 *   a dashboard or a project page zod alone);
 * - the signed-in header's menus, with their icons and the libraries only they use (Radix's
 *   menu, Floating UI): one chunk; the libraries they share with other parts (Radix's
 *   primitives, react-remove-scroll): another;
 * - our own modules that the dashboard or the project page shares with another part loaded
 *   on demand (a page, a dialog, a tab): one chunk for those both pages use, one for those only
 *   the dashboard does and one for those only the project page does, so neither page fetches
 *   what only the other needs.
 * What only other pages share (the information pages' layout, the sliders of explore) stays
 * split as before.
 */
function placement(graph: ModuleGraph): (moduleId: string) => string | null {
  const app = appModules(graph);
  const leftAlone = new Set([...staticImportsOf(entry, graph), ...app, ...staticImportsOf(landingPage, graph)]);
  const signup = reachedFrom(signupPage, graph);
  const signedInHeader = new Set(signedInHeaderParts.flatMap((part) => [...reachedFrom(part, graph)]));
  const byDashboard = reachedFrom(dashboardPage, graph);
  const byProjectPage = reachedFrom(projectPage, graph);
  // Every part loaded on demand (pages, dialogs, tabs, the app's lazy parts), and how many of them use each module.
  const lazyRoots = new Set<string>();
  const walked = new Set<string>();
  const walk = (moduleId: string) => {
    if (walked.has(moduleId)) return;
    walked.add(moduleId);
    const info = graph.getModuleInfo(moduleId);
    info?.dynamicallyImportedIds.forEach((target) => lazyRoots.add(target));
    info?.importedIds.forEach(walk);
    info?.dynamicallyImportedIds.forEach(walk);
  };
  walk(entry);
  const users = new Map<string, number>();
  const usedBesideTheHeader = new Set<string>();
  for (const root of lazyRoots) {
    if (root === appStart) continue;
    for (const moduleId of reachedFrom(root, graph)) {
      users.set(moduleId, (users.get(moduleId) ?? 0) + 1);
      if (!signedInHeaderParts.includes(root)) usedBesideTheHeader.add(moduleId);
    }
  }
  return (moduleId) => {
    if (app.has(moduleId)) return null;
    if (zod.test(moduleId)) return 'zod';
    if (formLibraries.test(moduleId)) return 'forms';
    // The pages' icons are the icons group's already; the landing page's modules, its icons included, stay apart.
    if (leftAlone.has(moduleId) || signup.has(moduleId)) return null;
    if (signedInHeader.has(moduleId) && !usedBesideTheHeader.has(moduleId)) return 'signed-in-header';
    if (nodeModule.test(moduleId)) return signedInHeader.has(moduleId) ? 'ui' : null;
    if ((users.get(moduleId) ?? 0) < 2) return null;
    if (byDashboard.has(moduleId)) return byProjectPage.has(moduleId) ? 'shared' : 'shared-dashboard';
    return byProjectPage.has(moduleId) ? 'shared-project-page' : null;
  };
}

export const clientChunkGroups = (): ChunkGroup[] => {
  let placed: ((moduleId: string) => string | null) | null = null;
  return [
    // The route table is the entry's (it fetches the page's chunk alongside the app's): the app imports it from there.
    { name: groupNamed('app', inApp), includeDependenciesRecursively: false },
    // The icons' index imports the landing page's icons too; they stay in chunks of their own.
    { name: groupNamed('icons', isPageIcon), includeDependenciesRecursively: false },
    { name: (moduleId, graph) => (placed ??= placement(graph))(moduleId), includeDependenciesRecursively: false },
  ];
};
