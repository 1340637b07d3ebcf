declare module 'virtual:locale-completeness' {
  /** Share of the English keys each language translates, by language tag; built from src/locales (see build/). */
  const completeness: Readonly<Record<string, number>>;
  export default completeness;
}
