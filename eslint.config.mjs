import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  // After the others: turns off the stylistic rules Prettier owns, so the two never disagree.
  prettier,
  {
    ignores: [
      ".next/**",
      ".next-*/**",
      ".e2e/**",
      ".test-results/**",
      "lib/generated/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      ".data/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
