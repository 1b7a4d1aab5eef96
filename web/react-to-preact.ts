// The app is written against React's API and runs on Preact (preact/compat): the
// same components for about a fifth of React DOM's size (issue 9's 110 kB
// budget). Every import of React, from our code and from libraries, resolves
// to Preact; JSX compiles to react/jsx-runtime, which resolves there too. The
// build (vite.config.ts) and the tests (vitest.config.ts) use the same list,
// so a component test renders what the app ships.
export const reactToPreact = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  {
    find: /^react(-dom)?\/(jsx-runtime|jsx-dev-runtime|client|server)$/,
    replacement: 'preact/compat/$2',
  },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];
