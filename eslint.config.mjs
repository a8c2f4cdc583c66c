// Lint rules for the whole codebase: typescript-eslint's recommended (non type-aware) set,
// React hooks rules, and jsx-a11y so inaccessible markup fails `npm run lint`.
// Formatting is Prettier's job (eslint-config-prettier turns off the rules that clash).
import js from "@eslint/js"
import tseslint from "typescript-eslint"
import reactHooks from "eslint-plugin-react-hooks"
import jsxA11y from "eslint-plugin-jsx-a11y"
import prettier from "eslint-config-prettier"
import globals from "globals"

export default tseslint.config(
  { ignores: ["public/", ".cache/", ".e2e/", "node_modules/", "src/gatsby-types.d.ts", ".bench/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // The two classic hooks rules. The React Compiler's rules in the plugin's recommended set
      // (refs, set-state-in-effect, …) describe code the compiler rewrites; this site does not
      // use the compiler, and its forms restore saved input in an effect after hydration on
      // purpose (the server HTML must match the first client render).
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // A table or frame that scrolls inside its box is a focusable region, so keyboard users can scroll it.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["region"], tags: [] }],
    },
  },
  {
    // Code that runs in the browser makes no Intl object and no locale-aware comparison or
    // number string: the first one a page makes loads the browser's locale data, a task of
    // tens of milliseconds (four times that on a slow phone). src/lib/calc/format.ts writes
    // numbers out; build-time code (src/node, scripts) may use Intl, but not the inline
    // scripts the build compiles into every page (src/browser).
    files: ["src/**/*.{ts,tsx}", "gatsby-browser.tsx"],
    ignores: ["src/node/**"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "Intl", message: "Loads locale data in the browser: see src/lib/calc/format.ts." },
      ],
      "no-restricted-properties": [
        "error",
        ...["localeCompare", "toLocaleString", "toLocaleDateString", "toLocaleTimeString"].map((property) => ({
          property,
          message: "Loads locale data in the browser: see src/lib/calc/format.ts.",
        })),
      ],
    },
  },
  {
    // Page code never imports build code: whatever it imports is bundled into the pages
    // (and src/node reads files, runs esbuild, holds the schemas' checks). A type is
    // erased from the bundle, so page code may import a content shape's type from the
    // module that declares its schema.
    files: [
      "src/{lib,components,hooks,pages,templates,browser}/**/*.{ts,tsx,js}",
      "gatsby-browser.tsx",
      "gatsby-ssr.tsx",
    ],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/node", "**/node/**"],
              allowTypeImports: true,
              message: "Page code must not import build code (src/node): move what both need to src/lib.",
            },
          ],
          paths: [
            {
              name: "gatsby",
              importNames: ["Link"],
              message:
                "Use Link from src/components/ui/site-link.tsx: on a Spanish page it leads to the page in Spanish.",
            },
          ],
        },
      ],
    },
  },
  {
    // The one Link that wraps Gatsby's, in the page's language.
    files: ["src/components/ui/site-link.tsx"],
    rules: { "@typescript-eslint/no-restricted-imports": "off" },
  },
  {
    // Build code never imports the pages' React code: it describes data and public/, and
    // a component that the build needs would drag React into every build step.
    files: ["src/node/**/*.{ts,tsx,js}"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "**/components",
                "**/components/**",
                "**/hooks",
                "**/hooks/**",
                "**/templates",
                "**/templates/**",
                "../**/pages",
                "../**/pages/**",
              ],
              message: "Build code (src/node) must not import components, hooks, pages or templates.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["__tests__/**"],
    languageOptions: { globals: { ...globals.jest, ...globals.node, ...globals.browser } },
    // Tests reach into parsed JSON and request bodies whose shape is what they assert.
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // The browser tests wait on a page's state with until() (support/browser.ts says why).
    files: ["__tests__/e2e/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        { property: "waitForFunction", message: "Wait with until() from __tests__/e2e/support/browser.ts." },
      ],
    },
  },
  prettier,
)
