/**
 * The small shared modules that pages load after the entry (buttons, links, images, the hero,
 * SEO tags, the content API…) in one chunk instead of one chunk each: a public page needed about
 * twenty requests of 1–2 KB, and a phone on a slow network pays a round trip for every few of
 * them (HTTP/1.1 opens six connections per host), most of the home page's LCP in Lighthouse
 * (docs/performance.md). What the entry already loads stays in the entry; large or rarely used
 * modules (forms, tables, Markdown, the carousel, dialogs) keep their own chunks.
 */
const SHARED_FILE = /\/src\/components\/[^/]+\.(tsx?|css)$|\/src\/lib\/(content-api|idle)\.ts$/;
const OWN_CHUNK = /\/src\/components\/(carousel|data-table|dialog|markdown)\.tsx$/;

type ModuleInfo = { isEntry: boolean; importers: readonly string[]; dynamicImporters: readonly string[] };
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo | null };

/** A `build.rolldownOptions.output.codeSplitting.groups` entry. */
export function sharedUiChunk(name = 'shared-ui') {
  const initial = new Map<string, boolean>();

  /** Statically imported, directly or not, by an entry: then it is in the entry chunk already. */
  const isInitial = (id: string, context: ChunkingContext, visiting = new Set<string>()): boolean => {
    const known = initial.get(id);
    if (known !== undefined) return known;
    if (visiting.has(id)) return false;
    visiting.add(id);
    const info = context.getModuleInfo(id);
    const result =
      !!info && (info.isEntry || info.importers.some((importer) => isInitial(importer, context, visiting)));
    visiting.delete(id);
    // Only a definite answer is kept: a "no" reached through a cycle may be a "yes" from elsewhere.
    if (result || visiting.size === 0) initial.set(id, result);
    return result;
  };

  return {
    debugName: name,
    // The members' own imports stay where they are (the entry, or their own chunks).
    includeDependenciesRecursively: false,
    name: (id: string, context: ChunkingContext) => {
      const file = id.split('?')[0] ?? id;
      if (!SHARED_FILE.test(file) || OWN_CHUNK.test(file)) return null;
      return isInitial(id, context) ? null : name;
    },
  };
}
