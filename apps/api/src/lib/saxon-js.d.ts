// SaxonJS ships without type declarations; only the call the invoicing module makes is declared.
declare module 'saxon-js' {
  interface TransformOptions {
    stylesheetInternal: Record<string, unknown>;
    sourceText: string;
    destination: 'serialized';
  }
  const SaxonJS: {
    transform(options: TransformOptions, mode: 'sync'): { principalResult: string };
  };
  export default SaxonJS;
}
