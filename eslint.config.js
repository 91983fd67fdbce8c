// ESLint flat config: typescript-eslint (recommended, without type information, for speed),
// react-hooks for the web app, and the import boundaries between layers (decision 0015).
import js from "@eslint/js";
import { fileURLToPath } from "node:url";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";

// Import paths that reach into a layer, relative ("../../web/x.ts") or from the repo root.
const camada = (nome) => `^(\\.{1,2}/)*(src/)?${nome}(/|$)`;

const proibido = (regex, message) => ({ regex, message });
const semServidor = proibido(camada("server"), "A interface (src/web) não importa nada de src/server: use src/domain para o que é compartilhado.");
const semFeatures = proibido(
  "^(@/|(\\.{1,2}/)+)features/",
  "src/web/components e src/web/lib não importam features: receba o dado por props, ou mova o que é comum para components/lib.",
);
const semWeb = [
  proibido(camada("web"), "src/server não importa nada de src/web: use src/domain para o que é compartilhado."),
  proibido("^@/", "src/server não importa nada de src/web (o apelido @/ é da interface)."),
];

// auth, the CLI, jobs, the data layer and the HTTP plumbing never import routes (issue 9).
const semRotas = proibido("(^|/)routes/", "Só src/server/app.ts monta as rotas: auth, CLI, jobs e dados importam src/server/data, nunca routes.");

// Only src/server/data (and db/) builds queries and names tables.
const semConsultas = (tabelas, quem) => [
  proibido("^drizzle-orm", `${quem}: sem consultas aqui; use (ou crie) a função em src/server/data.`),
  proibido(tabelas, `${quem}: sem acesso às tabelas aqui; use (ou crie) a função em src/server/data.`),
];

export default defineConfig([
  globalIgnores([
    "dist/",
    "node_modules/",
    "data/",
    ".e2e-data*/",
    "test-results/",
    "playwright-report/",
    ".test-reports/",
    "drizzle/",
    // Generated in the shadcn/ui style; kept close to upstream on purpose.
    "src/web/components/ui/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module", globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    // Tests build hostile input on purpose: control characters, numbers past double precision.
    files: ["**/*.test.ts", "e2e/**"],
    rules: { "no-control-regex": "off", "no-loss-of-precision": "off" },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },

  {
    // No import cycles in the app (issue 26): a cycle makes module order decide what is
    // initialised, and hides which layer depends on which. Type-only imports are erased and
    // do not count. The resolver reads the .ts/.tsx extensions the code writes and the @/ alias.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
          tsconfig: { configFile: fileURLToPath(new URL("./tsconfig.json", import.meta.url)) },
        }),
      ],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },

  // ── Import boundaries ────────────────────────────────────────────────────────────────
  {
    files: ["src/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            proibido(camada("(server|web)"), "src/domain é puro: não importa nada de src/server nem de src/web."),
            proibido("^@/", "src/domain é puro: não importa nada de src/web (o apelido @/ é da interface)."),
            proibido("^(node:|fastify|@fastify/|react|drizzle-orm|pg$|@electric-sql/|better-auth)", "src/domain é puro: sem I/O nem framework."),
          ],
        },
      ],
    },
  },
  {
    files: ["src/server/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [...semWeb, semRotas] }] },
  },
  {
    // The app assembles the routes; tests call them. Nothing else in the server reaches into routes.
    files: ["src/server/app.ts", "src/server/routes/**/*.ts", "src/server/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: semWeb }] },
  },
  {
    // The data layer raises domain errors (src/domain/erros.ts); the HTTP edge picks the status.
    files: ["src/server/data/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...semWeb,
            semRotas,
            proibido("(^|/)http/", "src/server/data não conhece HTTP: lance os erros de src/domain/erros.ts; o status é escolhido em http/error-handler.ts."),
          ],
        },
      ],
    },
  },
  {
    // Jobs and the operator command work through the data layer, like the routes.
    files: ["src/server/jobs/**/*.ts", "src/server/cli/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [...semWeb, semRotas, ...semConsultas("db/schema", "Trabalhos e o comando do operador")],
        },
      ],
    },
  },
  {
    // Routes are HTTP adapters: queries and transactions live in src/server/data, reached through
    // the lender's confined transaction (bancoDe) or the wall's public and system helpers.
    files: ["src/server/routes/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...semWeb,
            ...semConsultas("db/(schema|client|scope)", "Uma rota"),
            proibido("^\\.\\./(?!\\.\\./)[^/]+/", "Uma rota não importa outra área de rotas: o que é comum fica em src/server/data ou src/server/http."),
          ],
        },
      ],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    ignores: ["src/web/features/**", "src/web/components/**", "src/web/lib/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [semServidor] }] },
  },
  {
    // Shared components and helpers serve the features, never the other way round: what they
    // need from a feature (its data) comes in through props.
    files: ["src/web/components/**/*.{ts,tsx}", "src/web/lib/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [semServidor, semFeatures] }] },
  },
  {
    // A feature uses another feature only through its public entry, api.ts (query hooks
    // and wire types). Shared components and helpers belong in src/web/lib or components.
    files: ["src/web/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            semServidor,
            proibido(
              "^@/features/[^/]+/(?!api\\.ts$)",
              "Uma feature não importa o interior de outra: use o api.ts dela ou mova o que é comum para src/web/lib.",
            ),
            proibido(
              "^(\\.\\./(?!\\.\\./)|\\.\\./\\.\\./features/)[^/]+/(?!api\\.ts$)",
              "Uma feature não importa o interior de outra: use o api.ts dela ou mova o que é comum para src/web/lib.",
            ),
          ],
        },
      ],
    },
  },

  prettier,
]);
