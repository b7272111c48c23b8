import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  { ignores: [".next/**", ".next-*/**", ".e2e/**", ".test-results/**", "lib/generated/**", "node_modules/**", "test-results/**", "playwright-report/**", ".data/**", "next-env.d.ts"] },
];

export default config;
