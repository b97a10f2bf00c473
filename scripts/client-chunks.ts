/**
 * How the browser build groups modules into chunks (`vite.config.ts`). Left to itself the
 * bundler gives every set of pages that shares some modules a chunk of its own: a project page
 * then fetched some 45 files, and the browser spends about 2 ms of main thread on each request
 * it starts, all in one task. Two groups bring that down without growing the landing page,
 * whose JavaScript has a budget of 100 KB.
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

export const clientChunkGroups = (): ChunkGroup[] => [
  // The route table is the entry's (it fetches the page's chunk alongside the app's): the app imports it from there.
  { name: groupNamed('app', inApp), includeDependenciesRecursively: false },
  // The icons' index imports the landing page's icons too; they stay in chunks of their own.
  { name: groupNamed('icons', isPageIcon), includeDependenciesRecursively: false },
];
