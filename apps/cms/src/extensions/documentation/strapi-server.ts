type Factory<T> = (context: { strapi: unknown }) => T;

interface DocumentationService {
  generateFullDoc: (version?: string) => Promise<void>;
  getFullDocumentationPath: () => string;
}

interface DocumentationPlugin {
  services: Record<string, Factory<unknown>>;
}

/**
 * Where the documentation plugin writes its generated files. It writes them into the source
 * tree (src/extensions/documentation/documentation, git-ignored) on every non-production boot:
 * tests must not, so under NODE_ENV=test it writes only when DOCUMENTATION_OUTPUT_DIR names a
 * folder (tests/api/openapi.test.ts), and generates nothing otherwise (every other test boot).
 */
export default (plugin: DocumentationPlugin): DocumentationPlugin => {
  const factory = plugin.services.documentation as Factory<DocumentationService>;
  plugin.services.documentation = (context) => {
    const service = factory(context);
    const outputDir = process.env.DOCUMENTATION_OUTPUT_DIR;
    if (outputDir) service.getFullDocumentationPath = () => outputDir;
    else if (process.env.NODE_ENV === 'test') service.generateFullDoc = async () => {};
    return service;
  };
  return plugin;
};
